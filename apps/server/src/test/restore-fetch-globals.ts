// Runs before each server test file (vitest setupFiles). The server tests share a worker's globals
// (isolate: false), and @hono/node-server's serve(), which two files use to start a real server,
// swaps the global Request and Response for its own lighter ones; after that, app.request() answers
// lost headers set by middleware. Each file starts with the platform's own classes again.
const key = Symbol.for('aurum.test.fetchGlobals')
type FetchGlobals = { Request: typeof Request; Response: typeof Response }
const store = globalThis as typeof globalThis & { [key]?: FetchGlobals }
// The first file of a worker sees them untouched.
const original = (store[key] ??= { Request: globalThis.Request, Response: globalThis.Response })
Object.defineProperty(globalThis, 'Request', { value: original.Request })
Object.defineProperty(globalThis, 'Response', { value: original.Response })
