// A window of a given width for jsdom, which has no matchMedia: width queries (MUI's
// `breakpoints.down('md')` is `(max-width:899.95px)`) are answered from it, any other query is false.
import { vi } from 'vitest'

function matchesWidth(query: string, width: number): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)]
  if (conditions.length === 0) return false
  return conditions.every(([, bound, value]) =>
    bound === 'min' ? width >= Number(value) : width <= Number(value),
  )
}

/** A MediaQueryList answering `matches` for the query, with listeners that never fire. */
export function staticMediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }
}

/** Stubs matchMedia as a window `width` pixels wide; undo with `vi.unstubAllGlobals()`. */
export function stubWindowWidth(width: number): void {
  vi.stubGlobal('matchMedia', (query: string) => staticMediaQueryList(query, matchesWidth(query, width)))
}
