// Country names the demo data and earlier versions stored, to their ISO 3166-1 alpha-2 codes: the
// seed turns faker's English names into codes with it, and migration 0032 was generated from it
// (scripts in the migration's header) so a database seeded before holds the same codes.
import { COUNTRY_CODES, countryName, countrySearchKey } from '@aurum/shared'

/** Punctuation aside as well: "Virgin Islands, U.S." and "virgin islands us" are one name. */
const nameKey = (name: string) =>
  countrySearchKey(name)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()

/** faker's English names that Intl writes otherwise ("Russian Federation" is "Russia" to Intl). */
const FAKER_NAMES: Record<string, string> = {
  'Antigua and Barbuda': 'AG',
  'Bonaire, Sint Eustatius and Saba': 'BQ',
  'Bosnia and Herzegovina': 'BA',
  'British Indian Ocean Territory (Chagos Archipelago)': 'IO',
  'Brunei Darussalam': 'BN',
  Congo: 'CG',
  "Côte d'Ivoire": 'CI',
  'Democratic Republic of the Congo': 'CD',
  'Falkland Islands (Malvinas)': 'FK',
  'Heard Island and McDonald Islands': 'HM',
  'Holy See (Vatican City State)': 'VA',
  'Hong Kong': 'HK',
  "Democratic People's Republic of Korea": 'KP',
  'Republic of Korea': 'KR',
  'Kyrgyz Republic': 'KG',
  "Lao People's Democratic Republic": 'LA',
  'Libyan Arab Jamahiriya': 'LY',
  Macao: 'MO',
  Myanmar: 'MM',
  Palestine: 'PS',
  'Russian Federation': 'RU',
  'Saint Barthélemy': 'BL',
  'Saint Helena': 'SH',
  'Saint Kitts and Nevis': 'KN',
  'Saint Lucia': 'LC',
  'Saint Martin': 'MF',
  'Saint Pierre and Miquelon': 'PM',
  'Saint Vincent and the Grenadines': 'VC',
  'Sao Tome and Principe': 'ST',
  'South Georgia and the South Sandwich Islands': 'GS',
  'Svalbard & Jan Mayen Islands': 'SJ',
  'Syrian Arab Republic': 'SY',
  'Trinidad and Tobago': 'TT',
  Turkey: 'TR',
  'Turks and Caicos Islands': 'TC',
  'United States of America': 'US',
  'United States Minor Outlying Islands': 'UM',
  'Virgin Islands, British': 'VG',
  'Virgin Islands, U.S.': 'VI',
  'Wallis and Futuna': 'WF',
  // Names people type that Intl spells otherwise.
  USA: 'US',
  UK: 'GB',
  'Great Britain': 'GB',
  England: 'GB',
  Russia: 'RU',
}

let codesByName: ReadonlyMap<string, string> | undefined
/** Every name a stored country may have: the code itself, its names in the four languages, faker's. */
function countryNameIndex(): ReadonlyMap<string, string> {
  if (codesByName) return codesByName
  const index = new Map<string, string>()
  for (const code of COUNTRY_CODES) {
    index.set(nameKey(code), code)
    for (const language of ['en', 'es', 'fr', 'ar']) index.set(nameKey(countryName(code, language)), code)
  }
  for (const [name, code] of Object.entries(FAKER_NAMES)) index.set(nameKey(name), code)
  codesByName = index
  return index
}

/** The code of a stored or typed country name, or '' when it names no country. */
export function countryCodeOfName(name: string): string {
  return countryNameIndex().get(nameKey(name)) ?? ''
}
