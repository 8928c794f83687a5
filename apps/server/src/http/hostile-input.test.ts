// Hostile input on every route, generated from the route declarations (the OpenAPI document built
// from them), so a route added later is attacked too: the null character and lone UTF-16
// surrogates in every text field, path parameter and query parameter, numbers beyond the columns'
// range, and bodies over the cap. Each must be a 400 (or 404, 413) naming the field, never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN, createTestApp, type TestApp } from '../test/test-app.js'
import { JSON_BODY_MAX_BYTES } from './request-body.js'

type JsonSchema = {
  type?: string | string[]
  enum?: unknown[]
  pattern?: string
  const?: unknown
  properties?: Record<string, JsonSchema>
  items?: JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  default?: unknown
}
type Parameter = { name: string; in: 'path' | 'query'; schema: JsonSchema }
type Operation = {
  parameters: Parameter[]
  // A JSON body, or a multipart file upload (not generated here: the upload routes' own tests attack it).
  requestBody?: { content: { 'application/json'?: { schema: JsonSchema } } }
  security?: unknown[]
}

let api: TestApp
let adminToken: string
let operations: { method: string; path: string; operation: Operation }[] = []

beforeAll(async () => {
  api = await createTestApp()
  adminToken = await api.login(ADMIN)
  const paths = api.openApiDocument.paths as Record<string, Record<string, Operation>>
  operations = Object.entries(paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      operation,
    })),
  )
})
afterAll(() => api.close())

/** The schema's own kinds, looking through unions (optional, nullable, defaulted fields). */
function kindsOf(schema: JsonSchema): Set<string> {
  const kinds = new Set<string>()
  const visit = (current: JsonSchema) => {
    if (current.enum || current.const !== undefined) kinds.add('enum')
    for (const type of [current.type].flat()) if (type) kinds.add(type)
    for (const member of [...(current.anyOf ?? []), ...(current.oneOf ?? []), ...(current.allOf ?? [])])
      visit(member)
  }
  visit(schema)
  return kinds
}

function objectSchemaOf(schema: JsonSchema): JsonSchema | undefined {
  if (schema.properties) return schema
  for (const member of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    const found = objectSchemaOf(member)
    if (found) return found
  }
  return undefined
}

function itemsSchemaOf(schema: JsonSchema): JsonSchema | undefined {
  if (schema.items) return schema.items
  for (const member of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) {
    const found = itemsSchemaOf(member)
    if (found) return found
  }
  return undefined
}

type Leaf = { path: (string | number)[]; kinds: Set<string> }

/** Every field a body can carry, down through objects and the first item of arrays. */
function leavesOf(schema: JsonSchema, path: (string | number)[] = [], depth = 0): Leaf[] {
  if (depth > 4) return []
  const object = objectSchemaOf(schema)
  const items = itemsSchemaOf(schema)
  const leaves: Leaf[] = []
  if (object) {
    for (const [name, child] of Object.entries(object.properties ?? {}))
      leaves.push(...leavesOf(child, [...path, name], depth + 1))
  }
  if (items) leaves.push(...leavesOf(items, [...path, 0], depth + 1))
  if (!object && !items && path.length) leaves.push({ path, kinds: kindsOf(schema) })
  return leaves
}

/** A body holding `value` at `path` and nothing else. */
function bodyWith(path: (string | number)[], value: unknown): unknown {
  let body: unknown = value
  for (const key of [...path].reverse()) {
    if (typeof key === 'number') body = [body]
    else body = { [key]: body }
  }
  return body
}

function fillPath(path: string, parameters: Parameter[], override?: { name: string; value: string }) {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (override?.name === name) return encodeURIComponent(override.value)
    const schema = parameters.find((parameter) => parameter.name === name)?.schema ?? {}
    const kinds = kindsOf(schema)
    if (kinds.has('enum')) return String((schema.enum ?? [schema.anyOf?.[0]?.enum?.[0]])[0] ?? 'x')
    if (kinds.has('integer') || kinds.has('number')) return '1'
    // A text id with a form of its own (an upload's random id): a value of that form, so that a
    // hostile query parameter beside it is what the route refuses.
    const pattern = schema.pattern ? new RegExp(schema.pattern) : null
    return PATH_TEXT_SAMPLES.find((sample) => !pattern || pattern.test(sample)) ?? 'x'
  })
}

const PATH_TEXT_SAMPLES = ['x', 'x'.repeat(32), '00000000-0000-4000-8000-000000000000']

async function send(method: string, url: string, operation: Operation, body?: unknown) {
  const token = operation.security?.length === 0 ? null : adminToken
  return api.request(url, { method, token, body })
}

const NULL_TEXT = 'before\u0000after'
const LONE_SURROGATE = 'before\ud800after'
const BEYOND_INT4 = 2_147_483_648

describe('every route refuses hostile input with a 400 that names the field', () => {
  it('covers a sizeable part of the API', () => {
    expect(operations.length).toBeGreaterThan(60)
    expect(operations.filter(({ operation }) => operation.requestBody).length).toBeGreaterThan(20)
  })

  it('path parameters: the null character (400) and ids beyond the column (400 or 404)', async () => {
    const failures: string[] = []
    for (const { method, path, operation } of operations) {
      for (const parameter of operation.parameters.filter((candidate) => candidate.in === 'path')) {
        const nul = await send(
          method,
          fillPath(path, operation.parameters, { name: parameter.name, value: NULL_TEXT }),
          operation,
        )
        if (nul.status !== 400 || !nul.json?.errors?.[parameter.name])
          failures.push(`${method} ${path} ${parameter.name}=NUL → ${nul.status} ${nul.text}`)
        if (kindsOf(parameter.schema).has('integer') || kindsOf(parameter.schema).has('number')) {
          const beyond = await send(
            method,
            fillPath(path, operation.parameters, { name: parameter.name, value: String(BEYOND_INT4) }),
            operation,
          )
          if (![400, 404].includes(beyond.status))
            failures.push(
              `${method} ${path} ${parameter.name}=${BEYOND_INT4} → ${beyond.status} ${beyond.text}`,
            )
        }
      }
    }
    expect(failures).toEqual([])
  })

  it('query parameters: the null character (400) and numbers beyond the columns (never a 500)', async () => {
    const failures: string[] = []
    for (const { method, path, operation } of operations) {
      const base = fillPath(path, operation.parameters)
      for (const parameter of operation.parameters.filter((candidate) => candidate.in === 'query')) {
        const nul = await send(
          method,
          `${base}?${parameter.name}=${encodeURIComponent(NULL_TEXT)}`,
          operation,
        )
        if (nul.status !== 400 || !nul.json?.errors?.[parameter.name])
          failures.push(`${method} ${path}?${parameter.name}=NUL → ${nul.status} ${nul.text}`)
        const beyond = await send(method, `${base}?${parameter.name}=${BEYOND_INT4}`, operation)
        if (beyond.status >= 500)
          failures.push(`${method} ${path}?${parameter.name}=${BEYOND_INT4} → ${beyond.status}`)
        const hugeNumber = await send(method, `${base}?${parameter.name}=1e400`, operation)
        if (hugeNumber.status >= 500)
          failures.push(`${method} ${path}?${parameter.name}=1e400 → ${hugeNumber.status}`)
      }
    }
    expect(failures).toEqual([])
  })

  it('body fields: the null character and lone surrogates (400 under the field)', async () => {
    const failures: string[] = []
    for (const { method, path, operation } of operations) {
      const schema = operation.requestBody?.content['application/json']?.schema
      if (!schema) continue
      const url = fillPath(path, operation.parameters)
      for (const leaf of leavesOf(schema)) {
        const field = leaf.path.join('.')
        for (const [label, value] of [
          ['NUL', NULL_TEXT],
          ['lone surrogate', LONE_SURROGATE],
        ] as const) {
          const answer = await send(method, url, operation, bodyWith(leaf.path, value))
          if (answer.status !== 400 || !answer.json?.errors?.[field])
            failures.push(`${method} ${path} ${field}=${label} → ${answer.status} ${answer.text}`)
        }
      }
    }
    expect(failures).toEqual([])
  })

  it('body numbers beyond what the columns hold are refused under the field', async () => {
    const failures: string[] = []
    for (const { method, path, operation } of operations) {
      const schema = operation.requestBody?.content['application/json']?.schema
      if (!schema) continue
      const url = fillPath(path, operation.parameters)
      for (const leaf of leavesOf(schema).filter(
        (candidate) => candidate.kinds.has('integer') || candidate.kinds.has('number'),
      )) {
        const field = leaf.path.join('.')
        for (const value of [BEYOND_INT4, 1e300, -BEYOND_INT4]) {
          const answer = await send(method, url, operation, bodyWith(leaf.path, value))
          if (answer.status !== 400 || !answer.json?.errors?.[field])
            failures.push(`${method} ${path} ${field}=${value} → ${answer.status} ${answer.text}`)
        }
      }
    }
    expect(failures).toEqual([])
  })

  it('a NUL or lone surrogate in an object key is refused as well', async () => {
    const answer = await api.request('/api/auth/login', {
      method: 'POST',
      body: { ['e\u0000mail']: 'x', password: 'y' },
    })
    expect(answer.status).toBe(400)
  })
})

describe('bounded bodies', () => {
  it('answers 413 to a declared JSON body over the cap, before reading it', async () => {
    const oversized = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(JSON_BODY_MAX_BYTES) })
    for (const path of ['/api/auth/login', '/api/apps/users', '/api/apps/roles', '/api/health']) {
      const answer = await api.request(path, { method: 'POST', body: oversized, token: adminToken })
      expect(answer.status, path).toBe(path === '/api/health' ? 404 : 413)
    }
  })

  it('answers 413 to a chunked body that grows past the cap while it streams', async () => {
    let sent = 0
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024))
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > 4 * JSON_BODY_MAX_BYTES) return controller.close()
        sent += chunk.byteLength
        controller.enqueue(chunk)
      },
    })
    const answer = await api.app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    expect(answer.status).toBe(413)
    // Reading stopped soon after the cap rather than taking in the whole body.
    expect(sent).toBeLessThan(2 * JSON_BODY_MAX_BYTES)
  })

  it('refuses a body that is not UTF-8 with a 400', async () => {
    const answer = await api.app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    })
    expect(answer.status).toBe(400)
  })
})
