// Input masks written by hand: a format turns whatever was typed or pasted into its digits laid out
// in the mask's pattern, and maskedEdit keeps the caret after the same digit once the separators
// move around it (typing in the middle of a number would otherwise throw the caret to the end).
import { passesLuhn as passesCardChecksum } from '@aurum/shared'

const digitsOf = (text: string) => text.replace(/\D/g, '')

/** Up to 16 digits in groups of 4: `4242 4242 4242 4242`. */
export function formatCardNumber(text: string): string {
  return (
    digitsOf(text)
      .slice(0, 16)
      .match(/\d{1,4}/g) ?? []
  ).join(' ')
}

/**
 * MM/YY. A first digit above 1 can only be a month of one digit, so it gets its 0 (`4` → `04`);
 * the slash appears with the first digit of the year, so Backspace never fights it.
 */
export function formatExpiry(text: string): string {
  let digits = digitsOf(text)
  if (/^[2-9]/.test(digits)) digits = `0${digits}`
  digits = digits.slice(0, 4)
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits
}

/** A ten-digit (North American) number: `(555) 123-4567`, laid out as far as it is typed. */
export function formatPhone(text: string): string {
  const digits = digitsOf(text).slice(0, 10)
  if (digits.length === 0) return ''
  if (digits.length <= 3) return `(${digits}`
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`
}

/** The text of an edit once formatted, and where its caret goes: after as many digits as before. */
export function maskedEdit(
  raw: string,
  caret: number,
  format: (text: string) => string,
): { text: string; caret: number } {
  const text = format(raw)
  // The digits before the caret, counted in what the formatter keeps (formatExpiry may add a 0).
  const digitsBefore = digitsOf(format(raw.slice(0, caret))).length
  if (digitsBefore === 0) return { text, caret: 0 }
  let seen = 0
  for (let index = 0; index < text.length; index++) {
    if (/\d/.test(text[index]!) && ++seen === digitsBefore) return { text, caret: index + 1 }
  }
  return { text, caret: text.length }
}

/** The Luhn checksum every card number carries (the checkout's own check): catches a mistyped or swapped digit. */
export function passesLuhn(cardNumber: string): boolean {
  const digits = digitsOf(cardNumber)
  return digits.length >= 12 && passesCardChecksum(digits)
}

/** MM/YY names a month (01–12) not before `today`'s. */
export function isValidExpiry(expiry: string, today: Date): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry)
  if (!match) return false
  const month = Number(match[1])
  const year = 2000 + Number(match[2])
  if (month < 1 || month > 12) return false
  return year * 12 + month >= today.getFullYear() * 12 + today.getMonth() + 1
}
