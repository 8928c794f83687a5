// Inter from the local font package (no CDN: Aurum works offline), in the weights the pages use:
// 400 text, 500 buttons and labels, 600 headings, 700 bold, 800 the status pages' large figures.
// Nothing asks for 300 (the theme's light weight names no variant once h1 and h2 are 600), so it is
// not shipped. Each weight's faces are split by script (unicode-range): a page fetches only the
// files its characters need. The build keeps woff2 only (vite.config.ts) and preloads Latin 400;
// the entry asks for the other first-paint weights as it starts (loadFirstPaintFonts).
import '@fontsource/inter/400.css'
import '@fontsource/inter/500.css'
import '@fontsource/inter/600.css'
import '@fontsource/inter/700.css'
import '@fontsource/inter/800.css'
import './inter-fallback.css'

/** The weights most pages draw at once: text, buttons and labels, headings, bold. */
const FIRST_PAINT_WEIGHTS = [400, 500, 600, 700]
/** How long the first render may wait for them; then it draws with the fallback, fitted to Inter. */
const FIRST_PAINT_FONT_WAIT_MS = 400

/**
 * Asks for the first paint's faces at start-up rather than when text first needs them, and resolves
 * once they are in (or after FIRST_PAINT_FONT_WAIT_MS): fetched while the page's code and strings
 * load, they are there before the app draws, so no text is redrawn in Inter after it. A fallback
 * fitted to average widths still wrapped one login line differently once Inter came (CLS 0.21).
 */
export function loadFirstPaintFonts(): Promise<unknown> {
  if (typeof document === 'undefined' || !document.fonts) return Promise.resolve()
  const loads = FIRST_PAINT_WEIGHTS.map((weight) => document.fonts.load(`${weight} 16px Inter`))
  return Promise.race([
    Promise.allSettled(loads),
    new Promise((resolve) => setTimeout(resolve, FIRST_PAINT_FONT_WAIT_MS)),
  ])
}
