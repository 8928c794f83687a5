import { describe, expect, it } from 'vitest'
import {
  COUNTRY_CODES,
  countryCodeSchema,
  countryCodesMatching,
  countryName,
  optionalCountryCodeSchema,
} from './countries.js'

describe('countries', () => {
  it('lists the 249 ISO 3166-1 alpha-2 codes, each named by Intl', () => {
    expect(COUNTRY_CODES).toHaveLength(249)
    expect(new Set(COUNTRY_CODES).size).toBe(249)
    for (const code of COUNTRY_CODES) expect(countryName(code, 'en'), code).not.toBe(code)
  })

  it('takes a code in either case, stored upper case, and refuses names and unknown codes', () => {
    expect(countryCodeSchema.parse(' de ')).toBe('DE')
    for (const value of ['Germany', 'XX', 'DEU', ''])
      expect(countryCodeSchema.safeParse(value).success).toBe(false)
    expect(optionalCountryCodeSchema.parse('')).toBe('')
  })

  it('matches a term against the names in the reader’s language, case and accents aside', () => {
    expect(countryCodesMatching('Alemania', 'es')).toEqual(['DE'])
    expect(countryCodesMatching('alemania', 'en')).toEqual([])
    expect(countryCodesMatching('japon', 'es')).toEqual(['JP'])
    expect(countryCodesMatching('ألمانيا', 'ar')).toEqual(['DE'])
    expect(countryCodesMatching('  ', 'fr')).toEqual([])
  })
})
