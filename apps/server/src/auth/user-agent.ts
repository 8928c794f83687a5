// A readable device name ("Chrome on Windows") from a User-Agent header, for session lists. Only
// the common browsers and systems; anything else reads as "Unknown browser on unknown system".
const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrom(e|ium)\//, 'Chrome'],
  [/Safari\//, 'Safari'],
  [/curl\//, 'curl'],
]
const SYSTEMS: [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/Android/, 'Android'],
  [/iPhone|iPad|iOS/, 'iOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
]

export type DeviceDescription = { browser: string; os: string; device: string }

export function describeUserAgent(userAgent: string): DeviceDescription {
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Unknown browser'
  const os = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'unknown system'
  return { browser, os, device: `${browser} on ${os}` }
}
