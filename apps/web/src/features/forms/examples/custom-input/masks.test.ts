import { describe, expect, it } from 'vitest'
import { formatCardNumber, formatExpiry, formatPhone, isValidExpiry, maskedEdit, passesLuhn } from './masks'

describe('input masks', () => {
  it('groups a card number by four, drops what is not a digit and stops at 16 digits', () => {
    expect(formatCardNumber('')).toBe('')
    expect(formatCardNumber('4242')).toBe('4242')
    expect(formatCardNumber('42424')).toBe('4242 4')
    expect(formatCardNumber('4242-4242 4242.4242 99')).toBe('4242 4242 4242 4242')
  })

  it('writes an expiry as MM/YY, a first digit above 1 being a month of one digit', () => {
    expect(formatExpiry('1')).toBe('1')
    expect(formatExpiry('12')).toBe('12')
    expect(formatExpiry('123')).toBe('12/3')
    expect(formatExpiry('12/345')).toBe('12/34')
    expect(formatExpiry('4')).toBe('04')
    expect(formatExpiry('427')).toBe('04/27')
  })

  it('lays a phone number out as far as it is typed', () => {
    expect(formatPhone('5')).toBe('(5')
    expect(formatPhone('5551')).toBe('(555) 1')
    expect(formatPhone('5551234')).toBe('(555) 123-4')
    expect(formatPhone('+1 555 123 4567 8')).toBe('(155) 512-3456')
    expect(formatPhone('555.123.4567')).toBe('(555) 123-4567')
  })

  it('keeps the caret after the digit it followed when the separators move', () => {
    // A digit typed in the middle: "4242 |4242" → "4242 9|424 2".
    expect(maskedEdit('4242 94242', 6, formatCardNumber)).toEqual({ text: '4242 9424 2', caret: 6 })
    // A digit typed at a group's end jumps over the new space.
    expect(maskedEdit('42424', 5, formatCardNumber)).toEqual({ text: '4242 4', caret: 6 })
    // A digit deleted before a space: the caret stays after the digit before it.
    expect(maskedEdit('424 4242 4', 3, formatCardNumber)).toEqual({ text: '4244 2424', caret: 3 })
    // The 0 added to a one-digit month counts: the caret goes after it.
    expect(maskedEdit('4', 1, formatExpiry)).toEqual({ text: '04', caret: 2 })
    expect(maskedEdit('', 0, formatPhone)).toEqual({ text: '', caret: 0 })
  })

  it('checks a card number with Luhn and an expiry against the month', () => {
    expect(passesLuhn('4242 4242 4242 4242')).toBe(true)
    expect(passesLuhn('4242 4242 4242 4241')).toBe(false)
    expect(passesLuhn('4242')).toBe(false)
    const today = new Date(2026, 10, 27)
    expect(isValidExpiry('11/26', today)).toBe(true)
    expect(isValidExpiry('10/26', today)).toBe(false)
    expect(isValidExpiry('13/30', today)).toBe(false)
    expect(isValidExpiry('01/2', today)).toBe(false)
  })
})
