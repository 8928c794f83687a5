// The little of fontkit (pdfkit's font engine, which ships no types) that pdf-text.ts reads: whether
// a font has a character, and its vertical metrics.
declare module 'fontkit' {
  export interface Font {
    postscriptName: string
    unitsPerEm: number
    ascent: number
    descent: number
    lineGap: number
    hasGlyphForCodePoint(codePoint: number): boolean
  }
  export function create(buffer: Uint8Array): Font
}
