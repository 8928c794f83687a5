// Text for the invoice PDF, drawn in boxes by pdfkit, in any language and any mix of directions:
// - Fonts: Vazirmatn (npm `vazirmatn`, Latin and Arabic) first; a character it lacks (✓, Greek,
//   Hebrew…) is drawn with the first local fallback that has it: Debian's fonts-noto-core (Noto
//   Sans, Noto Sans Symbols 2, Noto Sans Symbols, Noto Sans Math, then any other Noto Sans) and
//   fonts-dejavu-core. Nothing is fetched; a character no font has is drawn as Vazirmatn's
//   missing-glyph box, not left out.
// - Direction: each paragraph runs the Unicode bidirectional algorithm (bidi-js) with its direction
//   taken from its first strong letter (as dir="auto"), left to right when it has none (amounts,
//   dates). Runs of one level and one font are shaped by fontkit in their own direction (Arabic
//   joined and right to left, numbers left to right) and placed in the algorithm's visual order,
//   with mirrored brackets; so a Latin address stays "368 Dare Parkway Apt. 798" on an Arabic page,
//   an Arabic label keeps the spaces between its words, and "الضريبة (8.25%)" reads right.
// - Lines wrap at spaces within the box (a word longer than the box is cut where it must be).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import type { Bidi } from 'bidi-js'
import { create as openFont, type Font } from 'fontkit'

const require = createRequire(import.meta.url)
// bidi-js is a UMD module whose module.exports is the factory.
const bidi = (require('bidi-js') as () => Bidi)()

export type Weight = 'regular' | 'bold'

type Face = { id: string; bytes: Buffer; font: Font }

const PRIMARY: Record<Weight, string> = {
  regular: require.resolve('vazirmatn/fonts/ttf/Vazirmatn-Regular.ttf'),
  bold: require.resolve('vazirmatn/fonts/ttf/Vazirmatn-Bold.ttf'),
}

const NOTO = '/usr/share/fonts/truetype/noto'
const DEJAVU = '/usr/share/fonts/truetype/dejavu'
/** Tried first, in this order: the widest Latin/Greek/Cyrillic, then symbols (✓ ✔ ★ →), then math. */
const PREFERRED_NOTO = ['NotoSans', 'NotoSansSymbols2', 'NotoSansSymbols', 'NotoSansMath']

/** The fallback files of a weight, in order (the bold file of a family when it has one). */
function fallbackFiles(weight: Weight): string[] {
  let others: string[] = []
  try {
    others = readdirSync(NOTO)
      .filter((file) => /^NotoSans[A-Za-z0-9]*-Regular\.ttf$/.test(file))
      .map((file) => file.replace(/-Regular\.ttf$/, ''))
      .filter((family) => !PREFERRED_NOTO.includes(family))
      .sort()
  } catch {
    others = []
  }
  const noto = [...PREFERRED_NOTO, ...others].map((family) => {
    const bold = join(NOTO, `${family}-Bold.ttf`)
    return weight === 'bold' && existsSync(bold) ? bold : join(NOTO, `${family}-Regular.ttf`)
  })
  const dejavu = join(DEJAVU, weight === 'bold' ? 'DejaVuSans-Bold.ttf' : 'DejaVuSans.ttf')
  return [...noto, dejavu].filter((file) => existsSync(file))
}

/** A weight's fonts, opened when first needed and kept for the process. */
class FontChain {
  private readonly faces: (Face | null | undefined)[] = []
  private files: string[] | undefined
  private readonly chosen = new Map<number, number>()

  constructor(private readonly weight: Weight) {}

  private fileAt(index: number): string | undefined {
    if (index === 0) return PRIMARY[this.weight]
    this.files ??= fallbackFiles(this.weight)
    return this.files[index - 1]
  }

  faceAt(index: number): Face | null | undefined {
    if (this.faces[index] !== undefined) return this.faces[index]
    const file = this.fileAt(index)
    if (!file) return undefined
    try {
      const bytes = readFileSync(file)
      this.faces[index] = { id: `${this.weight}-${index}`, bytes, font: openFont(bytes) }
    } catch {
      this.faces[index] = null
    }
    return this.faces[index]
  }

  get primary(): Face {
    return this.faceAt(0)!
  }

  /** The index of the first face that has the character (the primary when none has it). */
  indexFor(codePoint: number): number {
    const known = this.chosen.get(codePoint)
    if (known !== undefined) return known
    let found = 0
    for (let index = 0; ; index++) {
      const face = this.faceAt(index)
      if (face === undefined) break
      if (face?.font.hasGlyphForCodePoint(codePoint)) {
        found = index
        break
      }
    }
    this.chosen.set(codePoint, found)
    return found
  }
}

const CHAINS: Record<Weight, FontChain> = { regular: new FontChain('regular'), bold: new FontChain('bold') }

/** Marks that only steer the bidirectional algorithm: they have no glyph to draw. */
const BIDI_CONTROLS = /^[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]$/u
const SPACE = /^\s$/u
/** Characters that belong to the letter before them: they stay in its font. */
const MARK = /^\p{M}$/u

type Run = { text: string; level: number; face: number }

/** What mapLigatures reads of pdfkit's embedded font (not part of pdfkit's API). */
type EmbeddedFontInternals = {
  layout?: (text: string, features: unknown) => { glyphs: { id: number; codePoints: number[] }[] }
  subset?: { includeGlyph?: (id: number) => number }
  unicode?: (number[] | undefined)[]
}

/** One paragraph with its bidirectional levels and mirrored brackets, by UTF-16 index. */
type Paragraph = { text: string; levels: Uint8Array; mirrored: Map<number, string> }

function paragraphOf(text: string): Paragraph {
  const { levels } = bidi.getEmbeddingLevels(text, 'auto')
  return { text, levels, mirrored: bidi.getMirroredCharactersMap(text, levels) }
}

export type TextStyle = { weight?: Weight; size?: number }

type Doc = PDFKit.PDFDocument

/** Draws and measures text for one document (fonts are registered in it as they are used). */
export class PdfText {
  private readonly registered = new Set<string>()

  constructor(private readonly doc: Doc) {}

  /** The runs of a paragraph's part [start, end): one level and one font each, in logical order. */
  private runs(paragraph: Paragraph, start: number, end: number, weight: Weight): Run[] {
    const chain = CHAINS[weight]
    const runs: Run[] = []
    let index = start
    while (index < end) {
      const codePoint = paragraph.text.codePointAt(index)!
      const char = String.fromCodePoint(codePoint)
      const level = paragraph.levels[index]!
      index += char.length
      if (BIDI_CONTROLS.test(char)) continue
      const shown = paragraph.mirrored.get(index - char.length) ?? char
      const last = runs.at(-1)
      const keepsFont =
        last && last.level === level && (SPACE.test(char) || MARK.test(char))
          ? CHAINS[weight].faceAt(last.face)?.font.hasGlyphForCodePoint(codePoint)
          : false
      const face = keepsFont ? last!.face : chain.indexFor(codePoint)
      if (last && last.level === level && last.face === face) last.text += shown
      else runs.push({ text: shown, level, face })
    }
    return runs
  }

  private use(weight: Weight, faceIndex: number, size: number): Face {
    const face = CHAINS[weight].faceAt(faceIndex) ?? CHAINS[weight].primary
    if (!this.registered.has(face.id)) {
      this.doc.registerFont(face.id, face.bytes)
      this.registered.add(face.id)
    }
    this.doc.font(face.id).fontSize(size)
    return face
  }

  /**
   * fontkit picks a run's direction from its script: an odd (right-to-left) level is shaped as
   * Arabic, so it comes out right to left; an even one as Latin, left to right (Arabic-Indic digits
   * included). pdfkit hands `features` to fontkit's layout, which reads a string there as the script.
   */
  private static layoutOf(run: Run) {
    return { features: (run.level % 2 ? 'arab' : 'latn') as unknown as PDFKit.Mixins.TextOptions['features'] }
  }

  /**
   * Text extractors (copy and paste, search, pdf.js, poppler) read a right-to-left run's glyphs
   * from right to left and reverse the letters each glyph maps to: a ligature such as lam-alef
   * mapped to its letters in logical order would come out swapped ("اإلصدار" for "الإصدار"). So a
   * ligature drawn right to left maps to its letters reversed, set in pdfkit's font (its `unicode`
   * table, which it fills only where empty) before the run is drawn. Without those internals the
   * page is drawn the same, only copied text would swap the two letters.
   */
  private mapLigatures(run: Run) {
    if (run.level % 2 === 0) return
    const embedded = (this.doc as unknown as { _font?: EmbeddedFontInternals })._font
    if (!embedded?.layout || !embedded.subset?.includeGlyph || !Array.isArray(embedded.unicode)) return
    const { glyphs } = embedded.layout(run.text, PdfText.layoutOf(run).features)
    for (const glyph of glyphs) {
      if (glyph.codePoints.length < 2) continue
      const id = embedded.subset.includeGlyph(glyph.id)
      embedded.unicode[id] ??= [...glyph.codePoints].reverse()
    }
  }

  private runWidth(run: Run, weight: Weight, size: number): number {
    this.use(weight, run.face, size)
    return this.doc.widthOfString(run.text, PdfText.layoutOf(run))
  }

  private partWidth(paragraph: Paragraph, start: number, end: number, weight: Weight, size: number) {
    return this.runs(paragraph, start, end, weight).reduce(
      (sum, run) => sum + this.runWidth(run, weight, size),
      0,
    )
  }

  /** Where a paragraph's lines start and end within `width`: [start, end) pairs, spaces at the end left out. */
  private wrap(paragraph: Paragraph, width: number, weight: Weight, size: number): [number, number][] {
    const { text } = paragraph
    const measure = (start: number, end: number) => this.partWidth(paragraph, start, end, weight, size)
    const lines: [number, number][] = []
    let lineStart = 0
    let lineEnd = 0
    let used = 0
    let empty = true
    for (const match of text.matchAll(/\S+\s*/gu)) {
      const start = match.index
      const wordEnd = start + match[0].trimEnd().length
      const end = start + match[0].length
      const wordWidth = measure(start, wordEnd)
      if (!empty && used + wordWidth > width) {
        lines.push([lineStart, lineEnd])
        empty = true
      }
      if (empty && wordWidth > width) {
        // A word wider than the box: cut where it must be, at least one character a line.
        let cut = start
        for (;;) {
          const after = (at: number) => at + String.fromCodePoint(text.codePointAt(at)!).length
          let fitted = after(cut)
          while (fitted < wordEnd && measure(cut, after(fitted)) <= width) fitted = after(fitted)
          if (fitted >= wordEnd) break
          lines.push([cut, fitted])
          cut = fitted
        }
        ;[lineStart, lineEnd, used, empty] = [cut, wordEnd, measure(cut, end), false]
        continue
      }
      if (empty) [lineStart, used, empty] = [start, 0, false]
      lineEnd = wordEnd
      used += measure(start, end)
    }
    lines.push(empty ? [lineStart, lineStart] : [lineStart, lineEnd])
    return lines
  }

  private metrics(weight: Weight, size: number) {
    const { font } = CHAINS[weight].primary
    const scale = size / font.unitsPerEm
    return {
      ascent: font.ascent * scale,
      lineHeight: (font.ascent - font.descent + font.lineGap) * scale,
    }
  }

  /** The height a text takes in a box of this width. */
  heightOf(text: string, width: number, style: TextStyle = {}): number {
    const { weight = 'regular', size = 10 } = style
    const lines = clean(text)
      .split('\n')
      .reduce((sum, line) => sum + this.wrap(paragraphOf(line), width, weight, size).length, 0)
    return lines * this.metrics(weight, size).lineHeight
  }

  /**
   * Draws a text in the box that starts at (x, y) and is `width` wide, each line against the box's
   * left or right side; answers the height it took.
   */
  draw(
    text: string,
    x: number,
    y: number,
    width: number,
    options: TextStyle & { align?: 'left' | 'right'; color?: string } = {},
  ): number {
    const { weight = 'regular', size = 10, align = 'left', color = '#000000' } = options
    const { ascent, lineHeight } = this.metrics(weight, size)
    let top = y
    for (const line of clean(text).split('\n')) {
      const paragraph = paragraphOf(line)
      for (const [start, end] of this.wrap(paragraph, width, weight, size)) {
        const runs = visualOrder(this.runs(paragraph, start, end, weight))
        const widths = runs.map((run) => this.runWidth(run, weight, size))
        const lineWidth = widths.reduce((sum, value) => sum + value, 0)
        let left = align === 'right' ? x + width - lineWidth : x
        runs.forEach((run, index) => {
          this.use(weight, run.face, size)
          this.mapLigatures(run)
          this.doc.fillColor(color).text(run.text, left, top + ascent, {
            lineBreak: false,
            baseline: 'alphabetic',
            ...PdfText.layoutOf(run),
          })
          left += widths[index]!
        })
        top += lineHeight
      }
    }
    return top - y
  }
}

/** Tabs as spaces, no carriage returns. */
const clean = (text: string) => text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ')

/**
 * Rule L2 of the bidirectional algorithm on runs: from the highest level down to the lowest odd
 * one, every stretch of runs at that level or higher is reversed.
 */
export function visualOrder<T extends { level: number }>(runs: T[]): T[] {
  const order = [...runs]
  const levels = order.map((run) => run.level)
  const highest = Math.max(0, ...levels)
  const lowestOdd = Math.min(...levels.map((level) => (level % 2 ? level : level + 1)), highest + 1)
  for (let level = highest; level >= lowestOdd; level--) {
    let index = 0
    while (index < order.length) {
      if (order[index]!.level < level) {
        index++
        continue
      }
      let end = index
      while (end < order.length && order[end]!.level >= level) end++
      order.splice(index, end - index, ...order.slice(index, end).reverse())
      index = end
    }
  }
  return order
}
