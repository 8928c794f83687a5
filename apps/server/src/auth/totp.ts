// Time-based one-time passwords as authenticator apps compute them: HOTP (RFC 4226) over 30-second
// steps (RFC 6238), HMAC-SHA-1, six digits, secrets in base32 (RFC 4648) inside otpauth:// URLs.
// Small enough to read whole, and checked against the RFCs' own test vectors (totp.test.ts).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

const TOTP_PERIOD_SECONDS = 30
const TOTP_DIGITS = 6
/** Steps accepted either side of the server's: a phone clock off by up to 30 s still works. */
const TOTP_WINDOW = 1
/** 160 bits: RFC 4226's recommended secret length for HMAC-SHA-1. */
const SECRET_BYTES = 20

const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0
  let value = 0
  let out = ''
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += BASE32_ALPHABET[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  if (bits > 0) out += BASE32_ALPHABET[(value << (5 - bits)) & 31]
  return out
}

/** Decodes base32 as apps accept it: any case, spaces and padding ignored; null if not base32. */
export function base32Decode(text: string): Buffer | null {
  const clean = text.replace(/[\s=]/g, '').toUpperCase()
  let bits = 0
  let value = 0
  const out: number[] = []
  for (const char of clean) {
    const index = BASE32_ALPHABET.indexOf(char)
    if (index < 0) return null
    value = ((value << 5) | index) & 0xffff
    bits += 5
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff)
      bits -= 8
    }
  }
  return Buffer.from(out)
}

/** A new random secret, base32 (what the user types into an app that cannot scan the QR code). */
export function generateTotpSecret(): string {
  return base32Encode(randomBytes(SECRET_BYTES))
}

/** HOTP (RFC 4226 section 5.3): dynamic truncation of HMAC(secret, counter) to `digits` digits. */
export function hotp(secret: Uint8Array, counter: number, digits = TOTP_DIGITS, algorithm = 'sha1'): string {
  const message = Buffer.alloc(8)
  message.writeBigUInt64BE(BigInt(counter))
  const mac = createHmac(algorithm, secret).update(message).digest()
  const offset = mac[mac.length - 1]! & 0x0f
  const binary = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits
  return String(binary).padStart(digits, '0')
}

/** The 30-second step a moment falls in (RFC 6238's T). */
export const totpStep = (atMs: number) => Math.floor(atMs / 1000 / TOTP_PERIOD_SECONDS)

/** The code an app shows at a moment. */
export function totpAt(secretBase32: string, atMs: number): string {
  const secret = base32Decode(secretBase32)
  if (!secret) throw new Error('The TOTP secret is not base32')
  return hotp(secret, totpStep(atMs))
}

/**
 * The step whose code `code` is, within the window around `atMs`, and newer than `afterStep` (the
 * step of the code last accepted: a code is good once). Every step is compared in constant time.
 */
export function matchTotp(
  secretBase32: string,
  code: string,
  atMs: number,
  afterStep: number | null = null,
): number | null {
  const secret = base32Decode(secretBase32)
  if (!secret || !/^\d{6}$/.test(code)) return null
  const now = totpStep(atMs)
  const given = Buffer.from(code)
  let matched: number | null = null
  for (let step = now - TOTP_WINDOW; step <= now + TOTP_WINDOW; step++) {
    const expected = Buffer.from(hotp(secret, step))
    if (timingSafeEqual(expected, given) && (afterStep === null || step > afterStep)) matched ??= step
  }
  return matched
}

/** The otpauth:// address of the Key URI format that authenticator apps scan. */
export function otpauthUrl(options: { issuer: string; account: string; secret: string }): string {
  const label = `${encodeURIComponent(options.issuer)}:${encodeURIComponent(options.account)}`
  const query = new URLSearchParams({
    secret: options.secret,
    issuer: options.issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_PERIOD_SECONDS),
  })
  return `otpauth://totp/${label}?${query.toString()}`
}
