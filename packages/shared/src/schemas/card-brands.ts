// A payment card's brand read from its number (the issuer's leading digits), so an order paid with
// 4242… says Visa and one paid with 5555… says Mastercard: never a brand written in by hand.

export const CARD_BRANDS = [
  'visa',
  'mastercard',
  'amex',
  'discover',
  'dinersClub',
  'jcb',
  'unionPay',
  'maestro',
] as const
export type CardBrand = (typeof CARD_BRANDS)[number]
/** The brands' own names (trademarks: the same in every language). */
export const CARD_BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  dinersClub: 'Diners Club',
  jcb: 'JCB',
  unionPay: 'UnionPay',
  maestro: 'Maestro',
}

/** [brand, whether the number's leading digits belong to it]; the first that matches wins. */
const RANGES: readonly [CardBrand, (digits: string) => boolean][] = [
  ['amex', (digits) => /^3[47]/.test(digits)],
  ['dinersClub', (digits) => /^3(?:0[0-5]|095|[689])/.test(digits)],
  ['jcb', (digits) => between(digits, 4, 3528, 3589)],
  ['visa', (digits) => digits.startsWith('4')],
  ['mastercard', (digits) => /^5[1-5]/.test(digits) || between(digits, 4, 2221, 2720)],
  ['discover', (digits) => /^(?:6011|64[4-9]|65)/.test(digits) || between(digits, 6, 622126, 622925)],
  ['unionPay', (digits) => /^(?:62|81)/.test(digits)],
  ['maestro', (digits) => /^(?:5[06-8]|6304|6759|676[1-3])/.test(digits)],
]

function between(digits: string, length: number, low: number, high: number): boolean {
  if (digits.length < length) return false
  const prefix = Number(digits.slice(0, length))
  return prefix >= low && prefix <= high
}

/** The brand of a card number (spaces and dashes ignored), or null when no known brand issues it. */
export function cardBrand(number: string): CardBrand | null {
  const digits = number.replace(/[\s-]/g, '')
  if (!/^\d+$/.test(digits)) return null
  return RANGES.find(([, matches]) => matches(digits))?.[0] ?? null
}
