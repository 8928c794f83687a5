// The attacks of issue 11, run against a running server over real sockets (loopback only), with
// the answer each got: `node bench/attacks.mjs http://127.0.0.1:3000 [server pid]`.
// Logs in as the demo admin; creates a throw-away role and users. With a pid, the server's
// resident memory is read before and after the oversized bodies.
import { readFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'

const base = new URL(process.argv[2] ?? 'http://127.0.0.1:3000')
if (!['127.0.0.1', 'localhost', '[::1]'].includes(base.hostname)) throw new Error('loopback only')
const serverPid = process.argv[3] ? Number(process.argv[3]) : undefined
const results = []
const record = (attack, expected, got) => {
  const ok = expected.includes(got)
  results.push({ attack, expected: expected.join(' or '), got, ok })
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${attack}: ${got} (expected ${expected.join(' or ')})`)
}

async function call(path, { method = 'GET', token, body, headers = {} } = {}) {
  const response = await fetch(new URL(path, base), {
    method,
    headers: {
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  })
  const text = await response.text()
  let json = null
  try {
    json = JSON.parse(text)
  } catch {
    // not JSON
  }
  return { status: response.status, headers: response.headers, json, text }
}

const rssMb = () =>
  serverPid
    ? Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${serverPid}/status`, 'utf8'))[1]) / 1024)
    : undefined

/** A body of `bytes` streamed to the server with a declared length; resolves with the status. */
function sendLargeBody(path, bytes, { declareLength = true } = {}) {
  return new Promise((resolve) => {
    const req = httpRequest(new URL(path, base), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(declareLength ? { 'content-length': bytes } : {}) },
    })
    req.on('response', (response) => {
      response.resume()
      resolve(response.statusCode)
      req.destroy()
    })
    req.on('error', () => resolve('connection closed'))
    const chunk = Buffer.alloc(1024 * 1024, 'x')
    let sent = 0
    const pump = () => {
      while (sent < bytes) {
        sent += chunk.length
        if (!req.write(chunk)) return req.once('drain', pump)
      }
      req.end()
    }
    pump()
  })
}

const admin = await call('/api/auth/login', {
  method: 'POST',
  body: { email: 'admin@demo.com', password: 'admin' },
})
if (admin.status !== 201) throw new Error(`admin login: ${admin.status} ${admin.text}`)
const adminToken = admin.json.accessToken
const adminId = admin.json.userData.id
const suffix = Date.now().toString(36)

// 1. Privilege escalation through User: read, update, delete and Role: read, update.
await call('/api/apps/roles', {
  method: 'POST',
  token: adminToken,
  body: {
    name: `keeper-${suffix}`,
    permissions: { User: ['read', 'update', 'delete'], Role: ['read', 'update'] },
  },
})
const keeperEmail = `keeper-${suffix}@example.com`
await call('/api/apps/users', {
  method: 'POST',
  token: adminToken,
  body: {
    fullName: 'Keeper',
    username: `keeper-${suffix}`,
    email: keeperEmail,
    role: `keeper-${suffix}`,
    currentPlan: 'basic',
    status: 'active',
    password: 'keeper-pass-1',
  },
})
const keeper = (
  await call('/api/auth/login', { method: 'POST', body: { email: keeperEmail, password: 'keeper-pass-1' } })
).json.accessToken
record(
  "set the admin's password as a user manager",
  [403],
  (
    await call(`/api/apps/users/${adminId}/password`, {
      method: 'PUT',
      token: keeper,
      body: { password: 'taken-over-1', confirmPassword: 'taken-over-1' },
    })
  ).status,
)
record(
  'suspend the admin as a user manager',
  [403],
  (
    await call(`/api/apps/users/${adminId}/status`, {
      method: 'PATCH',
      token: keeper,
      body: { status: 'inactive' },
    })
  ).status,
)
record(
  'delete the admin as a user manager',
  [403],
  (await call(`/api/apps/users/${adminId}`, { method: 'DELETE', token: keeper })).status,
)
const adminRole = (await call('/api/apps/roles', { token: adminToken })).json.roles.find(
  (role) => role.name === 'admin',
)
record(
  'empty the admin role as a role manager',
  [403],
  (
    await call(`/api/apps/roles/${adminRole.id}`, {
      method: 'PUT',
      token: keeper,
      body: { name: 'admin', permissions: {} },
    })
  ).status,
)

// 3. 200 wrong logins at once from one address.
const spray = await Promise.all(
  Array.from({ length: 200 }, (_, index) =>
    call('/api/auth/login', {
      method: 'POST',
      body: { email: `spray-${suffix}-${index}@example.com`, password: 'wrong' },
    }),
  ),
)
const checked = spray.filter((answer) => answer.status === 400).length
record(
  '200 parallel wrong logins: password checks made',
  [Number(process.env.LOGIN_MAX_FAILURES ?? 5)],
  checked,
)

// 4. Bodies over the cap, declared and chunked; eight 100 MB bodies at once.
const before = rssMb()
record('a declared 100 MB body', [413], await sendLargeBody('/api/auth/register', 100 * 1024 * 1024))
record(
  'a chunked 100 MB body',
  [413, 'connection closed'],
  await sendLargeBody('/api/auth/register', 100 * 1024 * 1024, { declareLength: false }),
)
const eight = await Promise.all(
  Array.from({ length: 8 }, () => sendLargeBody('/api/apps/users', 100 * 1024 * 1024)),
)
record('eight 100 MB bodies at once', ['413,413,413,413,413,413,413,413'], eight.join(','))
record('a 600 MB body', [413], await sendLargeBody('/api/auth/login', 600 * 1024 * 1024))
if (serverPid) console.log(`server memory: ${before} MB before the bodies, ${rssMb()} MB after`)

// 5. Malformed input.
record(
  'q=%00 on the product list',
  [400],
  (await call('/api/apps/ecommerce/products?q=%00', { token: adminToken })).status,
)
record(
  'a lone surrogate in a role name',
  [400],
  (await call('/api/apps/roles', { method: 'POST', token: adminToken, body: `{"name":"x\\ud800"}` })).status,
)
record(
  '/products/2147483648',
  [400, 404],
  (await call('/api/apps/ecommerce/products/2147483648', { token: adminToken })).status,
)
const sameAccount = await Promise.all(
  ['Race@Example.com', 'race@example.com', 'RACE@EXAMPLE.COM'].map((email, index) =>
    call('/api/auth/register', {
      method: 'POST',
      body: {
        username: `race-${suffix}-${index % 2 ? 'a' : 'A'}`,
        email: email.replace('@', `-${suffix}@`),
        password: 'long-enough-1',
      },
    }),
  ),
)
record(
  'one email registered three times at once in different cases',
  ['201,409,409'],
  sameAccount
    .map((answer) => answer.status)
    .sort()
    .join(','),
)

// 6. Reset links do not follow the Host header.
record(
  'forgot-password with a forged Host',
  [202],
  (
    await call('/api/auth/forgot-password', {
      method: 'POST',
      body: { email: 'admin@demo.com' },
      headers: { 'x-forwarded-host': 'evil.example' },
    })
  ).status,
)

// 7. Headers.
const page = await call('/login')
record(
  'CSP frame-ancestors on the app',
  [true],
  /frame-ancestors 'none'/.test(page.headers.get('content-security-policy') ?? ''),
)
record('X-Frame-Options on the API', ['DENY'], (await call('/api/health')).headers.get('x-frame-options'))

const failed = results.filter((result) => !result.ok)
console.log(`\n${results.length - failed.length}/${results.length} attacks got the expected answer`)
process.exit(failed.length ? 1 : 0)
