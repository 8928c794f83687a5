// Countries of people and addresses: one list of ISO 3166-1 alpha-2 codes, stored as codes and
// shown by Intl.DisplayNames in the reader's language, so no country name is stored or translated
// by hand. Search by country matches the names the reader sees (countryCodesMatching).
import { z } from 'zod'
import { LANGUAGES, type LanguageCode } from '../constants/index.js'
import { COMMON_MESSAGES } from '../errors/common.js'

/** Every ISO 3166-1 alpha-2 code (249), upper case. */
export const COUNTRY_CODES =
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'.split(
    ' ',
  ) as [string, ...string[]]
const COUNTRY_CODE_SET: ReadonlySet<string> = new Set(COUNTRY_CODES)

export function isCountryCode(value: string): boolean {
  return COUNTRY_CODE_SET.has(value)
}

/** A country field: one of COUNTRY_CODES, in either case ("de" → "DE"). */
export const countryCodeSchema = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase())
  .refine(isCountryCode, COMMON_MESSAGES.country)

/** An optional country field: empty, or one of COUNTRY_CODES. */
export const optionalCountryCodeSchema = z.literal('').or(countryCodeSchema)

/** The language of the names a list's country search matches (the reader's); English when absent. */
export const countryLanguageQuery = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.enum(LANGUAGES.map((language) => language.code) as [LanguageCode, ...LanguageCode[]]).optional(),
)

const displayNames = new Map<string, Intl.DisplayNames>()
/** The country's name in the language (its code when Intl does not know it). */
export function countryName(code: string, language: string): string {
  let names = displayNames.get(language)
  if (!names) {
    // Shared because the server names countries too (a list's search by name in the reader's
    // language, the invoice PDF); the web's own formatting is lib/format.ts.
    // eslint-disable-next-line no-restricted-syntax
    names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' })
    displayNames.set(language, names)
  }
  try {
    return names.of(code.toUpperCase()) ?? code
  } catch {
    return code
  }
}

/** Case and accents do not matter: "alemania" finds "Alemania", "etats" finds "États-Unis". */
export function countrySearchKey(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim()
}

const searchNames = new Map<string, readonly (readonly [string, string])[]>()
/** The codes whose name in the reader's language contains the term (none for an empty term). */
export function countryCodesMatching(term: string, language: LanguageCode = 'en'): string[] {
  const key = countrySearchKey(term)
  if (!key) return []
  let names = searchNames.get(language)
  if (!names) {
    names = COUNTRY_CODES.map((code) => [code, countrySearchKey(countryName(code, language))] as const)
    searchNames.set(language, names)
  }
  return names.filter(([, name]) => name.includes(key)).map(([code]) => code)
}
