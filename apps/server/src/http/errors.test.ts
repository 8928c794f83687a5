// Errors as codes: every code the server can answer has an English text, and answers of each kind
// carry their codes beside the English (`codes` parallel to `errors`; `code` beside `message`).
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import * as shared from '@aurum/shared'
import { englishOf, isMessageCode, issueOfZod, type ErrorIssue } from '@aurum/shared'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestAppWithLogins, type SignedInRequest, type TestApp } from '../test/test-app.js'

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : []
  })
}

type FieldErrorsAnswer = { errors: Record<string, string[]>; codes: Record<string, ErrorIssue[]> }

/** `codes` names the same fields as `errors`, each English reason being its code's text. */
function expectFieldCodes(json: FieldErrorsAnswer): void {
  expect(Object.keys(json.codes).sort()).toEqual(Object.keys(json.errors).sort())
  for (const [field, issues] of Object.entries(json.codes)) {
    expect(issues.map((issue) => englishOf(issue.code, issue.params))).toEqual(json.errors[field])
  }
}

function expectMessageCode(json: { message: string; code: string; params?: shared.MessageParams }): void {
  expect(isMessageCode(json.code)).toBe(true)
  expect(englishOf(json.code, json.params)).toBe(json.message)
}

describe('codes the server answers', () => {
  it('each table code the server names has an English text', () => {
    const named = new Set<string>()
    for (const file of sourceFiles(src)) {
      for (const [, table, key] of readFileSync(file, 'utf8').matchAll(/\b([A-Z][A-Z_]*_MESSAGES)\.(\w+)/g))
        named.add(`${table}.${key}`)
    }
    expect(named.size).toBeGreaterThan(40)
    for (const reference of named) {
      const [table, key] = reference.split('.') as [string, string]
      const code = (shared as unknown as Record<string, Record<string, string> | undefined>)[table]?.[key]
      expect(code, reference).toBeTypeOf('string')
      expect(englishOf(code!), reference).toBeTruthy()
    }
  })

  it('each zod issue without a message of its own maps to a validation code with a text', () => {
    const issues = [
      'too_small',
      'too_big',
      'invalid_type',
      'invalid_format',
      'invalid_value',
      'not_multiple_of',
      'unrecognized_keys',
      'invalid_union',
      'invalid_key',
      'invalid_element',
      'custom',
    ]
    for (const code of issues) {
      for (const origin of ['string', 'number', 'array', 'date', undefined]) {
        const issue = issueOfZod({ code, origin, minimum: 1, maximum: 2 })
        expect(englishOf(issue.code, issue.params), `${code} ${origin}`).toBeTruthy()
      }
    }
  })
})

describe('error answers', () => {
  let api: TestApp
  let admin: SignedInRequest
  let client: SignedInRequest
  let adminId: number
  beforeAll(async () => {
    ;({ api, admin, client } = await createTestAppWithLogins())
    adminId = (await admin('/api/auth/me')).json.userData.id
  })
  afterAll(() => api.close())

  it('401, 403, 404 and a 409 answer { message, code }', async () => {
    const unauthorized = await api.request('/api/apps/users')
    expect(unauthorized.status).toBe(401)
    expect(unauthorized.json).toEqual({
      message: 'Authentication required',
      code: 'common.authenticationRequired',
    })
    const forbidden = await client('/api/apps/users')
    expect(forbidden.status).toBe(403)
    expect(forbidden.json.code).toBe('common.forbidden')
    expectMessageCode(forbidden.json)
    const missing = await admin('/api/apps/roles/999999', { method: 'PUT', body: { name: 'ghost' } })
    expect(missing.status).toBe(404)
    expect(missing.json).toEqual({ message: 'Role not found', code: 'roles.notFound' })
    const self = await admin(`/api/apps/users/${adminId}`, { method: 'DELETE' })
    expect(self.status).toBe(409)
    expect(self.json).toEqual({ message: 'You cannot delete your own account', code: 'users.deleteSelf' })
  })

  it('a 400 of the schema names schema codes and validation codes with parameters', async () => {
    const answer = await admin('/api/apps/users', {
      method: 'POST',
      body: {
        fullName: '',
        username: 'ok-name',
        email: 'not-an-email',
        company: 'x'.repeat(121),
        currentPlan: 'gold',
      },
    })
    expect(answer.status).toBe(400)
    expectFieldCodes(answer.json)
    expect(answer.json.codes.fullName).toEqual([{ code: 'users.fullNameRequired' }])
    expect(answer.json.codes.email).toEqual([{ code: 'users.email' }])
    expect(answer.json.codes.company).toEqual([
      { code: 'validation.too_big.string', params: { maximum: 120, inclusive: true, origin: 'string' } },
    ])
    expect(answer.json.errors.company).toEqual(['Too long: at most 120 characters'])
    expect(answer.json.codes.currentPlan[0].code).toBe('validation.invalid_value')
  })

  it('a 400 of the HTTP layer: invalid JSON, a null character', async () => {
    const json = await admin('/api/apps/users', { method: 'POST', body: '{"fullName":' })
    expect(json.status).toBe(400)
    expect(json.json).toEqual({
      errors: { body: ['The request body is not valid JSON'] },
      codes: { body: [{ code: 'common.invalidJson' }] },
    })
    const nul = await admin('/api/apps/users?q=a%00b')
    expect(nul.status).toBe(400)
    expect(nul.json.codes).toEqual({ q: [{ code: 'common.nullCharacter' }] })
    expectFieldCodes(nul.json)
  })

  it('a 409 naming a field, and a 413 with its limit', async () => {
    const taken = await admin('/api/apps/ecommerce/categories', {
      method: 'POST',
      body: { name: 'Shoes', description: '', image: null },
    })
    expect(taken.status).toBe(409)
    expect(taken.json.codes).toEqual({ name: [{ code: 'categories.nameTaken' }] })
    expectFieldCodes(taken.json)
    const large = await admin('/api/apps/users', { method: 'POST', body: 'x'.repeat(1024 * 1024 + 1) })
    expect(large.status).toBe(413)
    expect(large.json).toEqual({
      message: 'The request body is larger than 1 MB',
      code: 'common.bodyTooLarge',
      params: { limit: '1 MB', limitBytes: 1024 * 1024 },
    })
  })
})
