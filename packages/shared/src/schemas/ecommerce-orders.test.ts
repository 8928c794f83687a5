import { describe, expect, it } from 'vitest'
import { orderNumberTerm, orderNumberText } from './ecommerce-orders.js'

describe("the store's order number format", () => {
  it('writes the number between the prefix and the suffix', () => {
    expect(orderNumberText(5434, { prefix: '#', suffix: '' })).toBe('#5434')
    expect(orderNumberText(5434, { prefix: '#W', suffix: '-EU' })).toBe('#W5434-EU')
    expect(orderNumberText(5434, { prefix: '', suffix: '' })).toBe('5434')
  })

  it('reads a search term written as the store writes numbers back to the number', () => {
    const format = { prefix: '#W', suffix: '-EU' }
    expect(orderNumberTerm('#W5434', format)).toBe('5434')
    expect(orderNumberTerm('#w5434-eu', format)).toBe('5434')
    expect(orderNumberTerm('  #W54 ', format)).toBe('54')
    // The plain '#' of "#5434" is how numbers are written without a prefix too.
    expect(orderNumberTerm('#5434', format)).toBe('5434')
    expect(orderNumberTerm('5434', format)).toBe('5434')
    expect(orderNumberTerm('Anna', format)).toBe('Anna')
    // A term that is only the prefix stays what it was.
    expect(orderNumberTerm('#W', format)).toBe('#W')
  })
})
