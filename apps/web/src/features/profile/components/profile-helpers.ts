// Small readers of the profile's stored texts.

/** The leading count of a stored text like "120 members" or "12 days left", or undefined. */
export function leadingCount(text: string): number | undefined {
  const match = /^\s*(\d+)\b/.exec(text)
  return match ? Number(match[1]) : undefined
}
