// Browser, operating system and device kind read from a User-Agent header for the recent-devices
// list. A few ordered patterns cover the browsers people use and the tools that call the API
// (curl, Postman, scripts); anything else is "Unknown".
import type { DeviceKind } from '@aurum/shared'

export type UserAgentSummary = { browser: string; os: string; device: DeviceKind }

// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari".
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/\b(?:OPR|Opera)\/(\d+)/, 'Opera'],
  [/\bSamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/\b(?:HeadlessChrome|Chrome|CriOS|Chromium)\/(\d+)/, 'Chrome'],
  [/\bVersion\/(\d+)[.\d]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
  // Sessions opened through the API by scripts and tools, which name themselves this way.
  [/^curl\/(\d+)/, 'curl'],
  [/^Wget\/(\d+)/, 'Wget'],
  [/\bPostmanRuntime\/(\d+)/, 'Postman'],
  [/\binsomnia\/(\d+)/, 'Insomnia'],
  [/^python-requests\/(\d+)/, 'Python requests'],
  [/^python-httpx\/(\d+)/, 'Python httpx'],
  [/^Go-http-client\/(\d+)/, 'Go'],
  [/^okhttp\/(\d+)/, 'OkHttp'],
  [/^axios\/(\d+)/, 'axios'],
  [/^Playwright\/(\d+)/, 'Playwright'],
  [/^(?:node|undici)\b(?:\/(\d+))?/, 'Node.js'],
]

const SYSTEMS: [RegExp, string][] = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
]

export function summarizeUserAgent(userAgent: string): UserAgentSummary {
  let browser = 'Unknown'
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(userAgent)
    if (match) {
      browser = match[1] ? `${name} ${match[1]}` : name
      break
    }
  }
  const os = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Unknown'
  const device: DeviceKind = /\biPad\b|\bTablet\b|Android(?!.*\bMobile\b)/.test(userAgent)
    ? 'tablet'
    : /\bMobile\b|\biPhone\b/.test(userAgent)
      ? 'mobile'
      : 'desktop'
  return { browser, os, device }
}
