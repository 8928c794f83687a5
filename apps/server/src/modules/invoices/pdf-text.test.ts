import PDFDocument from 'pdfkit'
import { describe, expect, it } from 'vitest'
import { PdfText, visualOrder } from './pdf-text.js'

const order = (runs: { text: string; level: number }[]) => visualOrder(runs).map((run) => run.text)

describe('visualOrder (rule L2 of the bidirectional algorithm)', () => {
  it('keeps left-to-right runs, reverses right-to-left ones, keeps numbers inside Arabic in order', () => {
    expect(
      order([
        { text: 'a', level: 0 },
        { text: 'b', level: 0 },
      ]),
    ).toEqual(['a', 'b'])
    expect(
      order([
        { text: 'أ', level: 1 },
        { text: 'ب', level: 1 },
      ]),
    ).toEqual(['ب', 'أ'])
    // "المكتب 149، 450 ساوث": the numbers (level 2) stay in their order, the Arabic runs reverse.
    expect(
      order([
        { text: 'المكتب ', level: 1 },
        { text: '149', level: 2 },
        { text: '، ', level: 1 },
        { text: '450', level: 2 },
        { text: ' ساوث', level: 1 },
      ]),
    ).toEqual([' ساوث', '450', '، ', '149', 'المكتب '])
    // A Latin name inside an Arabic line stays whole and in order.
    expect(
      order([
        { text: 'شركة ', level: 1 },
        { text: 'Al Noor', level: 2 },
        { text: ' 2', level: 2 },
      ]),
    ).toEqual(['Al Noor', ' 2', 'شركة '])
  })
})

describe('PdfText', () => {
  it('wraps at spaces, cuts a word wider than the box, and counts the height', () => {
    const writer = new PdfText(new PDFDocument({ size: 'A4' }))
    const line = writer.heightOf('one', 200)
    expect(line).toBeGreaterThan(10)
    expect(writer.heightOf('one two three', 1000)).toBe(line)
    expect(writer.heightOf('one two three', 40)).toBe(2 * line)
    expect(writer.heightOf('x'.repeat(60), 100)).toBeGreaterThanOrEqual(3 * line)
    expect(writer.heightOf('first\nsecond', 1000)).toBe(2 * line)
    expect(writer.heightOf('تاريخ الإصدار', 1000)).toBe(line)
  })
})
