import { describe, expect, it } from 'vitest'
import { cardBrand } from './card-brands.js'

describe('cardBrand', () => {
  it.each([
    ['4242 4242 4242 4242', 'visa'],
    ['4000-0566-5566-5556', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['5105105105105100', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['341111111111111', 'amex'],
    ['6011111111111117', 'discover'],
    ['6445644564456445', 'discover'],
    ['6221260000000000', 'discover'],
    ['30569309025904', 'dinersClub'],
    ['36227206271667', 'dinersClub'],
    ['3566002020360505', 'jcb'],
    ['6200000000000005', 'unionPay'],
    ['6759649826438453', 'maestro'],
    ['5018000000000009', 'maestro'],
  ])('reads %s as %s', (number, brand) => {
    expect(cardBrand(number)).toBe(brand)
  })

  it('knows no brand for other numbers, letters or nothing', () => {
    expect(cardBrand('9999999999999995')).toBeNull()
    expect(cardBrand('1234')).toBeNull()
    expect(cardBrand('')).toBeNull()
    expect(cardBrand('visa')).toBeNull()
  })

  it('keeps Mastercard 2-series and JCB apart from their neighbours', () => {
    expect(cardBrand('2220999999999999')).toBeNull()
    expect(cardBrand('2721000000000000')).toBeNull()
    expect(cardBrand('3527000000000000')).toBeNull()
    expect(cardBrand('3590000000000000')).toBeNull()
  })
})
