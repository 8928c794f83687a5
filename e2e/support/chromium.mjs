// Debian's Chromium and the launch flags that work on this machine, for the end-to-end tests and the
// browser benchmarks alike (a plain .mjs so the benchmarks, run by Node without a build, can import it).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
