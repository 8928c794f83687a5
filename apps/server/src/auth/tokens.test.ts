import { createHmac } from 'node:crypto'
import { sign } from 'hono/jwt'
import { describe, expect, it } from 'vitest'
import { createTokenService } from './tokens.js'

const SECRET = 'a-test-secret-of-enough-length-0123456789'
const tokens = createTokenService(SECRET)
const inAnHour = () => new Date(Date.now() + 3_600_000)
const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
/** A token signed by hand, to build the malformed and hostile ones. */
function handMade(header: unknown, claims: unknown, secret = SECRET): string {
  const signed = `${part(header)}.${part(claims)}`
  return `${signed}.${createHmac('sha256', secret).update(signed).digest('base64url')}`
}
const claimsFor = (overrides: Record<string, unknown> = {}) => ({
  sub: '7',
  sid: 'session-1',
  exp: Math.floor(Date.now() / 1000) + 600,
  ...overrides,
})

describe('access tokens', () => {
  it('reads back what it issued', async () => {
    const expiresAt = inAnHour()
    const token = await tokens.issue(42, 'abc', expiresAt)
    expect(await tokens.read(token)).toEqual({
      userId: 42,
      sessionId: 'abc',
      expiresAt: new Date(Math.floor(expiresAt.getTime() / 1000) * 1000),
    })
  })

  it('reads a standard HS256 JWT (hono/jwt signs the same format)', async () => {
    const token = await sign(claimsFor(), SECRET, 'HS256')
    expect(await tokens.read(token)).toMatchObject({ userId: 7, sessionId: 'session-1' })
  })

  it('refuses another secret, a changed payload and a changed signature', async () => {
    const other = await createTokenService('another-secret-entirely-0123456789').issue(1, 's', inAnHour())
    expect(await tokens.read(other)).toBeNull()
    const token = await tokens.issue(1, 's', inAnHour())
    const [header, , signature] = token.split('.')
    const forged = `${header}.${part({ ...claimsFor(), sub: '1' })}.${signature}`
    expect(await tokens.read(forged)).toBeNull()
    expect(await tokens.read(`${token.slice(0, -2)}AA`)).toBeNull()
    // base64url decoding skips stray characters: the signature is compared as text.
    expect(await tokens.read(`${token}=`)).toBeNull()
    expect(await tokens.read(`${token}!`)).toBeNull()
  })

  it('refuses an expired token, one not yet valid and one without expiry', async () => {
    expect(await tokens.read(await tokens.issue(1, 's', new Date(Date.now() - 1000)))).toBeNull()
    const header = { alg: 'HS256', typ: 'JWT' }
    expect(await tokens.read(handMade(header, claimsFor({ nbf: Date.now() / 1000 + 600 })))).toBeNull()
    expect(await tokens.read(handMade(header, claimsFor({ exp: undefined })))).toBeNull()
    expect(await tokens.read(handMade(header, claimsFor({ exp: '9999999999' })))).toBeNull()
  })

  it('refuses other algorithms, critical headers and claims of the wrong type', async () => {
    const unsigned = `${part({ alg: 'none', typ: 'JWT' })}.${part(claimsFor())}.`
    expect(await tokens.read(unsigned)).toBeNull()
    expect(await tokens.read(handMade({ alg: 'HS512', typ: 'JWT' }, claimsFor()))).toBeNull()
    expect(await tokens.read(handMade({ alg: 'HS256', crit: ['x'] }, claimsFor()))).toBeNull()
    const header = { alg: 'HS256', typ: 'JWT' }
    expect(await tokens.read(handMade(header, claimsFor({ sub: 7 })))).toBeNull()
    expect(await tokens.read(handMade(header, claimsFor({ sub: 'seven' })))).toBeNull()
    expect(await tokens.read(handMade(header, claimsFor({ sid: 5 })))).toBeNull()
    expect(await tokens.read(handMade(header, ['not', 'an', 'object']))).toBeNull()
  })

  it('refuses malformed text without throwing', async () => {
    for (const text of [
      '',
      'a',
      'a.b',
      'a.b.c',
      'a.b.c.d',
      '...',
      '%%%.%%%.%%%',
      `${part('x')}.${part('y')}.z`,
    ]) {
      expect(await tokens.read(text)).toBeNull()
    }
  })
})
