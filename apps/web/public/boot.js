// Runs before the bundle: applies the stored language direction and theme background so the first
// paint matches the user's settings (no white flash in dark mode, no LTR flash in Arabic). A file
// rather than an inline <script> because the Content-Security-Policy allows only same-origin
// scripts (script-src 'self'); it stays a plain blocking script so it still runs before first paint.
/* global window, document, matchMedia */
;(function () {
  // Zod probes `new Function` when it builds its first object schema, to compile fast parsers.
  // Under script-src 'self' the probe is refused and reported as a CSP violation even though zod
  // catches it, so the web app runs zod jitless. This is the object z.config() writes (zod creates
  // it only if absent); it must be set before any schema module runs, and the pages' chunks load
  // zod, not the entry, so this is the one place that always runs first.
  window.__zod_globalConfig = Object.assign(window.__zod_globalConfig || {}, { jitless: true })
  try {
    var lang = JSON.parse(localStorage.getItem('aurum-language') || '"es"')
    var theme = JSON.parse(localStorage.getItem('aurum-theme') || '"dark"')
    if (theme === 'system') theme = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
    document.documentElement.lang = lang
    document.documentElement.dir = lang === 'ar' ? 'rtl' : 'ltr'
    document.documentElement.style.colorScheme = theme
    document.documentElement.style.backgroundColor = theme === 'dark' ? '#121212' : '#F7F7F9'
  } catch {
    // No storage (blocked, or a bad value): the markup's defaults stand until the app starts.
  }
})()
