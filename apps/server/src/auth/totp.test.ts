import { describe, expect, it } from 'vitest'
import {
  base32Decode,
  base32Encode,
  generateTotpSecret,
  hotp,
  matchTotp,
  otpauthUrl,
  totpAt,
  totpStep,
} from './totp.js'

const RFC_SECRET = Buffer.from('12345678901234567890')

describe('HOTP', () => {
  it('gives the values of RFC 4226 appendix D', () => {
    const expected = [
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ]
    expect(expected.map((_, counter) => hotp(RFC_SECRET, counter))).toEqual(expected)
  })
})

describe('TOTP', () => {
  it('gives the SHA-1 values of RFC 6238 appendix B (8 digits)', () => {
    const vectors: [number, string][] = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1111111111, '14050471'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
      [20000000000, '65353130'],
    ]
    for (const [seconds, code] of vectors) expect(hotp(RFC_SECRET, totpStep(seconds * 1000), 8)).toBe(code)
  })

  it('reads the secret in base32 as apps do', () => {
    const base32 = base32Encode(RFC_SECRET)
    expect(base32).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ')
    expect(base32Decode(base32.toLowerCase().replace(/(.{4})/g, '$1 '))).toEqual(RFC_SECRET)
    expect(base32Decode('not base32!')).toBeNull()
    expect(totpAt(base32, 59_000)).toBe('287082')
  })

  it('makes 160-bit secrets', () => {
    const secret = generateTotpSecret()
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(base32Decode(secret)).toHaveLength(20)
    expect(generateTotpSecret()).not.toBe(secret)
  })

  it('accepts one step either side, not two, and only steps after the last one used', () => {
    const secret = generateTotpSecret()
    const now = 1_700_000_000_000
    const step = totpStep(now)
    expect(matchTotp(secret, totpAt(secret, now), now)).toBe(step)
    expect(matchTotp(secret, totpAt(secret, now - 30_000), now)).toBe(step - 1)
    expect(matchTotp(secret, totpAt(secret, now + 30_000), now)).toBe(step + 1)
    expect(matchTotp(secret, totpAt(secret, now - 60_000), now)).toBeNull()
    expect(matchTotp(secret, totpAt(secret, now + 60_000), now)).toBeNull()
    expect(matchTotp(secret, totpAt(secret, now), now, step)).toBeNull()
    expect(matchTotp(secret, totpAt(secret, now - 30_000), now, step - 1)).toBeNull()
    expect(matchTotp(secret, totpAt(secret, now + 30_000), now, step)).toBe(step + 1)
    expect(matchTotp(secret, '12345', now)).toBeNull()
    expect(matchTotp(secret, 'abcdef', now)).toBeNull()
  })

  it('writes the otpauth:// address of the Key URI format', () => {
    const text = otpauthUrl({ issuer: 'Aurum', account: 'ada@example.com', secret: 'ABCDEFGH' })
    expect(text.startsWith('otpauth://totp/Aurum:ada%40example.com?')).toBe(true)
    const url = new URL(text)
    expect(Object.fromEntries(url.searchParams)).toEqual({
      secret: 'ABCDEFGH',
      issuer: 'Aurum',
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    })
  })
})
