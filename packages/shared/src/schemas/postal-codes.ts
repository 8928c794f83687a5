// Postal codes: the format of each country the forms see most, and a generic shape for the rest.
// Countries are free text in the forms and stored as typed ("United States"), so a country is
// recognised by its ISO 3166 code (alpha-2 or alpha-3) or by its name in English, Spanish, French,
// Arabic or its own language; a country not recognised gets the generic shape only.
import { z } from 'zod'
import { COMMON_MESSAGES } from '../errors/common.js'

/** The two reasons a postal code is refused (shared by every form with an address: common codes). */
export const POSTAL_CODE_MESSAGES = {
  postalCode: COMMON_MESSAGES.postalCode,
  postalCodeForCountry: COMMON_MESSAGES.postalCodeForCountry,
} as const

/** Letters, digits, spaces and dashes; 2 to 12 characters, the first and last a letter or digit. */
export const GENERIC_POSTAL_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]{0,10}[A-Za-z0-9]$/

export type PostalCodeFormat = {
  /** Letters are matched in either case: "nw1 6xe" is the same code as "NW1 6XE". */
  pattern: RegExp
  /** A real code of the country (tests check each matches its pattern). */
  example: string
  /** Names the country is written as, besides its ISO codes; case and accents do not matter. */
  names: readonly string[]
}

const FIVE_DIGITS = /^\d{5}$/
const FOUR_DIGITS_NO_LEADING_ZERO = /^[1-9]\d{3}$/

export const POSTAL_CODE_FORMATS = {
  US: {
    pattern: /^\d{5}(?:-\d{4})?$/,
    example: '94105',
    names: [
      'United States',
      'United States of America',
      'Estados Unidos',
      'Estados Unidos de América',
      'États-Unis',
      "États-Unis d'Amérique",
      'الولايات المتحدة',
      'الولايات المتحدة الأمريكية',
    ],
  },
  CA: {
    pattern: /^[A-Z]\d[A-Z][ -]?\d[A-Z]\d$/i,
    example: 'K1A 0B1',
    names: ['Canada', 'Canadá', 'كندا'],
  },
  MX: { pattern: FIVE_DIGITS, example: '06600', names: ['Mexico', 'México', 'Mexique', 'المكسيك'] },
  GB: {
    pattern: /^(?:GIR ?0AA|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/i,
    example: 'SW1A 1AA',
    names: [
      'United Kingdom',
      'United Kingdom of Great Britain and Northern Ireland',
      'UK',
      'Great Britain',
      'Britain',
      'England',
      'Scotland',
      'Wales',
      'Northern Ireland',
      'Reino Unido',
      'Royaume-Uni',
      'المملكة المتحدة',
      'بريطانيا',
    ],
  },
  DE: {
    pattern: FIVE_DIGITS,
    example: '10115',
    names: ['Germany', 'Deutschland', 'Alemania', 'Allemagne', 'ألمانيا'],
  },
  FR: { pattern: FIVE_DIGITS, example: '75001', names: ['France', 'Francia', 'فرنسا'] },
  ES: { pattern: FIVE_DIGITS, example: '28013', names: ['Spain', 'España', 'Espagne', 'إسبانيا'] },
  IT: { pattern: FIVE_DIGITS, example: '00184', names: ['Italy', 'Italia', 'Italie', 'إيطاليا'] },
  PT: { pattern: /^\d{4}-\d{3}$/, example: '1100-148', names: ['Portugal', 'البرتغال'] },
  NL: {
    pattern: /^[1-9]\d{3} ?[A-Z]{2}$/i,
    example: '1012 AB',
    names: ['Netherlands', 'Holland', 'Nederland', 'Países Bajos', 'Pays-Bas', 'هولندا'],
  },
  BE: {
    pattern: FOUR_DIGITS_NO_LEADING_ZERO,
    example: '1000',
    names: ['Belgium', 'Belgique', 'België', 'Belgien', 'Bélgica', 'بلجيكا'],
  },
  CH: {
    pattern: FOUR_DIGITS_NO_LEADING_ZERO,
    example: '8001',
    names: ['Switzerland', 'Schweiz', 'Suisse', 'Svizzera', 'Suiza', 'سويسرا'],
  },
  AU: { pattern: /^\d{4}$/, example: '2000', names: ['Australia', 'Australie', 'أستراليا'] },
  IN: { pattern: /^[1-9]\d{2} ?\d{3}$/, example: '110001', names: ['India', 'Inde', 'भारत', 'الهند'] },
  CN: { pattern: /^\d{6}$/, example: '100000', names: ['China', 'Chine', '中国', 'الصين'] },
  JP: {
    pattern: /^\d{3}-?\d{4}$/,
    example: '100-0001',
    names: ['Japan', 'Japón', 'Japon', '日本', 'اليابان'],
  },
  BR: { pattern: /^\d{5}-?\d{3}$/, example: '01310-100', names: ['Brazil', 'Brasil', 'Brésil', 'البرازيل'] },
  MA: { pattern: FIVE_DIGITS, example: '10000', names: ['Morocco', 'Marruecos', 'Maroc', 'المغرب'] },
  EG: { pattern: FIVE_DIGITS, example: '11511', names: ['Egypt', 'Egipto', 'Égypte', 'مصر'] },
  SA: {
    pattern: /^\d{5}(?:-\d{4})?$/,
    example: '11564',
    names: ['Saudi Arabia', 'Arabia Saudita', 'Arabie saoudite', 'السعودية', 'المملكة العربية السعودية'],
  },
} as const satisfies Record<string, PostalCodeFormat>
export type PostalCountryCode = keyof typeof POSTAL_CODE_FORMATS

/** ISO 3166 alpha-3 codes, which forms see as often as the alpha-2 ones ("USA", "GBR"). */
const ALPHA3: Record<PostalCountryCode, string> = {
  US: 'USA',
  CA: 'CAN',
  MX: 'MEX',
  GB: 'GBR',
  DE: 'DEU',
  FR: 'FRA',
  ES: 'ESP',
  IT: 'ITA',
  PT: 'PRT',
  NL: 'NLD',
  BE: 'BEL',
  CH: 'CHE',
  AU: 'AUS',
  IN: 'IND',
  CN: 'CHN',
  JP: 'JPN',
  BR: 'BRA',
  MA: 'MAR',
  EG: 'EGY',
  SA: 'SAU',
}

/** "États-Unis", "etats unis" and "U.S.A." → one key: no accents, case, dots or other punctuation. */
function countryKey(country: string): string {
  return country
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\./g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/^the /, '')
}

let countriesByKey: ReadonlyMap<string, PostalCountryCode> | undefined
function countryIndex(): ReadonlyMap<string, PostalCountryCode> {
  countriesByKey ??= new Map(
    (Object.keys(POSTAL_CODE_FORMATS) as PostalCountryCode[]).flatMap((code) =>
      [code, ALPHA3[code], ...POSTAL_CODE_FORMATS[code].names].map(
        (name) => [countryKey(name), code] as const,
      ),
    ),
  )
  return countriesByKey
}

/** The country a form's free-text country names, when its postal format is known. */
export function postalCountryOf(country: string): PostalCountryCode | undefined {
  return countryIndex().get(countryKey(country))
}

/**
 * What is wrong with a postal code written for `country`, or undefined when nothing is. The empty
 * code passes: whether the field may be empty is the form's own rule.
 */
export function postalCodeProblem(
  postalCode: string,
  country = '',
): keyof typeof POSTAL_CODE_MESSAGES | undefined {
  if (postalCode === '') return undefined
  if (!GENERIC_POSTAL_CODE_PATTERN.test(postalCode)) return 'postalCode'
  const code = postalCountryOf(country)
  if (code && !POSTAL_CODE_FORMATS[code].pattern.test(postalCode)) return 'postalCodeForCountry'
  return undefined
}

/** A postal code field on its own: trimmed, empty or of the generic shape. */
export const postalCodeSchema = z
  .string()
  .trim()
  .refine((value) => postalCodeProblem(value) === undefined, POSTAL_CODE_MESSAGES.postalCode)

/**
 * The country's format, for an object holding both fields (use with superRefine): the issue lands
 * on the postal code field. A code of the wrong shape is left to postalCodeSchema's own message.
 */
export function postalCodeFitsCountry<P extends string, C extends string>(fields: {
  postalCode: P
  country: C
}) {
  return (value: { [K in P | C]: unknown }, context: z.RefinementCtx): void => {
    const postalCode = value[fields.postalCode]
    const country = value[fields.country]
    if (typeof postalCode !== 'string' || typeof country !== 'string') return
    if (postalCodeProblem(postalCode, country) === 'postalCodeForCountry') {
      context.addIssue({
        code: 'custom',
        path: [fields.postalCode],
        message: POSTAL_CODE_MESSAGES.postalCodeForCountry,
      })
    }
  }
}
