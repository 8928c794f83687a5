// Stored client values (spec section 3) under the `aurum-` prefix (decisions.md).
const PREFIX = 'aurum-'

export function readStored<T>(key: string, fallback: T): T {
  try {
    const raw = localStorage.getItem(PREFIX + key)
    return raw === null ? fallback : (JSON.parse(raw) as T)
  } catch {
    return fallback
  }
}

export function writeStored(key: string, value: unknown): void {
  if (value === undefined || value === null) localStorage.removeItem(PREFIX + key)
  else localStorage.setItem(PREFIX + key, JSON.stringify(value))
}

export function removeStored(...keys: string[]): void {
  for (const key of keys) localStorage.removeItem(PREFIX + key)
}
