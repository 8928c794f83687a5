import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  GENERIC_POSTAL_CODE_PATTERN,
  POSTAL_CODE_FORMATS,
  POSTAL_CODE_MESSAGES,
  postalCodeFitsCountry,
  postalCodeProblem,
  postalCodeSchema,
  postalCountryOf,
  type PostalCountryCode,
} from './postal-codes.js'

const codes = Object.keys(POSTAL_CODE_FORMATS) as PostalCountryCode[]

describe('postal code formats', () => {
  it.each(codes)('%s: its example fits its pattern and the generic shape', (code) => {
    const { example, pattern } = POSTAL_CODE_FORMATS[code]
    expect(example).toMatch(pattern)
    expect(example).toMatch(GENERIC_POSTAL_CODE_PATTERN)
  })

  it.each<[PostalCountryCode, string[], string[]]>([
    ['US', ['94105', '94105-1234'], ['9410', '941051234', '94105-12', 'ABCDE']],
    ['CA', ['K1A 0B1', 'k1a0b1', 'H2X-1Y4'], ['K1A 0B', '123 456', 'KK1 0B1']],
    ['GB', ['SW1A 1AA', 'NW1 6XE', 'M1 1AE', 'B33 8TH', 'EC1A1BB', 'GIR 0AA'], ['12345', 'SW1A', 'SW1A 1A1']],
    ['DE', ['10115'], ['1011', '101155', '10 115']],
    ['FR', ['75001'], ['7500', 'F-75001']],
    ['ES', ['28013'], ['2801', 'E28013']],
    ['IT', ['00184'], ['0018']],
    ['NL', ['1012 AB', '1012ab'], ['0123 AB', '1012', '1012 A1']],
    ['AU', ['2000', '0800'], ['200', '20000']],
    ['IN', ['110001', '110 001'], ['011000', '11000']],
    ['BR', ['01310-100', '01310100'], ['01310-10', '1310-100']],
    ['JP', ['100-0001', '1000001'], ['10-0001', '100-001']],
    ['PT', ['1100-148'], ['1100148', '1100']],
  ])('%s accepts %j and refuses %j', (code, good, bad) => {
    const { pattern } = POSTAL_CODE_FORMATS[code]
    for (const value of good) expect(value, value).toMatch(pattern)
    for (const value of bad) expect(value, value).not.toMatch(pattern)
  })
})

describe('postalCountryOf', () => {
  it.each<[string, PostalCountryCode | undefined]>([
    ['United States', 'US'],
    ['united states of america', 'US'],
    ['USA', 'US'],
    ['U.S.A.', 'US'],
    ['us', 'US'],
    ['Estados Unidos', 'US'],
    ['États-Unis', 'US'],
    ['Etats Unis', 'US'],
    ['الولايات المتحدة', 'US'],
    ['United Kingdom', 'GB'],
    ['UK', 'GB'],
    ['GBR', 'GB'],
    ['Royaume-Uni', 'GB'],
    ['the Netherlands', 'NL'],
    ['Países Bajos', 'NL'],
    ['  Spain ', 'ES'],
    ['España', 'ES'],
    ['Deutschland', 'DE'],
    ['المغرب', 'MA'],
    ['日本', 'JP'],
    ['Atlantis', undefined],
    ['', undefined],
  ])('%j → %s', (country, code) => {
    expect(postalCountryOf(country)).toBe(code)
  })

  it('no name or code stands for two countries', () => {
    for (const code of codes) {
      for (const name of POSTAL_CODE_FORMATS[code].names) expect(postalCountryOf(name), name).toBe(code)
      expect(postalCountryOf(code)).toBe(code)
    }
  })
})

describe('postalCodeProblem', () => {
  it('passes the empty code whatever the country', () => {
    expect(postalCodeProblem('', 'United States')).toBeUndefined()
    expect(postalCodeProblem('')).toBeUndefined()
  })

  it.each(['A1', '12345', 'AB-12 CD', '123456789012', 'x9'])(
    'passes %j for an unknown country (generic shape)',
    (code) => {
      expect(postalCodeProblem(code, 'Atlantis')).toBeUndefined()
      expect(postalCodeProblem(code)).toBeUndefined()
    },
  )

  it.each(['1', '1234567890123', '-123', '123-', ' 12', '12 ', '<script>', '12_34', 'ÄB12', '12.34'])(
    'refuses %j everywhere as not a postal code',
    (code) => {
      expect(postalCodeProblem(code, 'Atlantis')).toBe('postalCode')
      expect(postalCodeProblem(code, 'United States')).toBe('postalCode')
    },
  )

  it('refuses a well-shaped code that is not of the known country', () => {
    expect(postalCodeProblem('NW1 6XE', 'United States')).toBe('postalCodeForCountry')
    expect(postalCodeProblem('94105', 'Canada')).toBe('postalCodeForCountry')
    expect(postalCodeProblem('94105', 'United States')).toBeUndefined()
    expect(postalCodeProblem('NW1 6XE', 'UK')).toBeUndefined()
  })
})

describe('the zod pieces', () => {
  const address = z
    .object({ zip: postalCodeSchema, country: z.string() })
    .superRefine(postalCodeFitsCountry({ postalCode: 'zip', country: 'country' }))
  const messagesOf = (value: unknown) => {
    const result = address.safeParse(value)
    return result.success ? {} : z.flattenError(result.error).fieldErrors
  }

  it('trims, keeps the empty code, and names the field with the right message', () => {
    expect(address.parse({ zip: ' 94105 ', country: 'USA' })).toEqual({ zip: '94105', country: 'USA' })
    expect(address.parse({ zip: '  ', country: 'USA' })).toEqual({ zip: '', country: 'USA' })
    expect(messagesOf({ zip: '<b>', country: 'USA' })).toEqual({ zip: [POSTAL_CODE_MESSAGES.postalCode] })
    expect(messagesOf({ zip: 'K1A 0B1', country: 'USA' })).toEqual({
      zip: [POSTAL_CODE_MESSAGES.postalCodeForCountry],
    })
    expect(messagesOf({ zip: 'K1A 0B1', country: 'Canada' })).toEqual({})
  })

  it('checks the country even when another field is wrong, so every error shows at once', () => {
    expect(messagesOf({ zip: 'K1A 0B1', country: 7 })).toMatchObject({ country: expect.any(Array) })
    expect(
      z
        .object({ zip: postalCodeSchema, country: z.string(), name: z.string().min(1) })
        .superRefine(postalCodeFitsCountry({ postalCode: 'zip', country: 'country' }))
        .safeParse({ zip: '12', country: 'France', name: '' })
        .error?.issues.map((issue) => issue.path[0]),
    ).toEqual(['name', 'zip'])
  })
})
