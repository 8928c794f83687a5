import { describe, expect, it } from 'vitest'
import { csvCell, csvMoney } from './csv.js'

describe('csvCell', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('plain')).toBe('plain')
    expect(csvCell('a,b')).toBe('"a,b"')
    expect(csvCell('say "hi"')).toBe('"say ""hi"""')
    expect(csvCell('two\nlines')).toBe('"two\nlines"')
  })
  it('neutralises spreadsheet formulas and keeps numbers', () => {
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)")
    expect(csvCell(-12.5)).toBe('-12.5')
    expect(csvCell(null)).toBe('')
  })
  it('writes money as a number with its cents, negative or not', () => {
    expect(csvCell(csvMoney(-268.84))).toBe('-268.84')
    expect(csvCell(csvMoney(12.5))).toBe('12.50')
    expect(csvCell(-268.84)).toBe('-268.84')
    expect(csvCell(Number.NaN)).toBe('')
  })
  it('keeps a semicolon-separated spreadsheet from starting a cell inside a text', () => {
    expect(csvCell("x;=cmd|' /C calc'!A0")).toBe(`"x;=cmd|' /C calc'!A0"`)
    expect(csvCell('a\tb')).toBe('"a\tb"')
    expect(csvCell('-268.84')).toBe("'-268.84")
  })
})
