// Warms the code of the pages a signed-in user is likely to open next, so that following a link
// waits for nothing: the page's chunk with the chunks it imports (the data grid for a list) and its
// area's strings, the same requests a navigation makes, answered from the browser's cache then.
// Code only: a page's data is requested by its route as the navigation starts (RouteData), and
// what a page loads lazily (charts, the editor) still loads only on it.
import { useEffect } from 'react'
import { queryClient } from '@/lib/query-client'
import { readStored, writeStored } from '@/lib/storage'
import { loadRoutePage } from '../load-route-page'
import { findRegisteredRoute } from '../routes'
import type { NavEntry } from './nav-items'

/** The mark the first idle prefetch sets: requests after it are warming, not the page's own. */
const IDLE_PREFETCH_MARK = 'aurum:idle-prefetch'

const warmed = new Set<string>()

/** Starts loading the page an address opens (once); a failed load may be tried again later. */
function prefetchPage(to: string): Promise<unknown> {
  const route = findRegisteredRoute(to.split(/[?#]/)[0]!)?.route
  if (!route || warmed.has(route.path)) return Promise.resolve()
  warmed.add(route.path)
  return loadRoutePage(route).catch(() => warmed.delete(route.path))
}

/** Pointer and focus handlers for a link: its page starts loading before the click. */
export function prefetchOnIntent(to: string) {
  const start = () => void prefetchPage(to)
  return { onPointerEnter: start, onFocus: start }
}

function linksOf(entries: NavEntry[]): string[] {
  return entries.flatMap((entry) =>
    entry.kind === 'link' ? [entry.to] : entry.kind === 'group' ? linksOf(entry.children) : [],
  )
}

/** A second at most: a busy page (or a background tab, which has no idle periods) still gets there. */
const whenIdle = (callback: () => void) =>
  typeof requestIdleCallback === 'function'
    ? requestIdleCallback(callback, { timeout: 1000 })
    : window.setTimeout(callback, 200)

/** What idle warming may transfer after a page has loaded (issue 34: about 150 KB). */
const IDLE_PREFETCH_BUDGET_BYTES = 150 * 1024

/** The pages this browser has opened, by how often: the most opened are warmed first. */
const VISITS_KEY = 'page-visits'
/** Enough to order a menu by; the least visited are forgotten past it. */
const VISITS_KEPT = 40

/** Counts a visit to a signed-in page (its path, without query), kept in this browser only. */
export function recordPageVisit(pathname: string): void {
  const route = findRegisteredRoute(pathname)?.route
  if (!route) return
  const visits = readStored<Record<string, number>>(VISITS_KEY, {})
  visits[route.path] = (visits[route.path] ?? 0) + 1
  const kept = Object.entries(visits)
    .sort((a, b) => b[1] - a[1])
    .slice(0, VISITS_KEPT)
  try {
    writeStored(VISITS_KEY, Object.fromEntries(kept))
  } catch {
    // A full or refused storage only loses the ordering.
  }
}

/** The menu's links, the ones this browser opened most first, the rest in menu order. */
export function byVisits(links: string[], visits: Record<string, number>): string[] {
  const count = (to: string) => {
    const path = findRegisteredRoute(to.split(/[?#]/)[0]!)?.route.path
    return path ? (visits[path] ?? 0) : 0
  }
  return links
    .map((to, index) => ({ to, index, visits: count(to) }))
    .sort((a, b) => b.visits - a.visits || a.index - b.index)
    .map((link) => link.to)
}

type NetworkInformation = { saveData?: boolean; effectiveType?: string }

/** The browser asks for less data (Save-Data), or the connection is 2g or 3g: warm nothing. */
export function connectionIsConstrained(connection: NetworkInformation | undefined): boolean {
  if (!connection) return false
  return Boolean(connection.saveData) || ['slow-2g', '2g', '3g'].includes(connection.effectiveType ?? '')
}

/** Bytes the browser has fetched since the warming began (a cached file counts nothing). */
function bytesSinceMark(): number {
  const mark = performance.getEntriesByName(IDLE_PREFETCH_MARK)[0]
  if (!mark) return 0
  return performance
    .getEntriesByType('resource')
    .filter((entry) => entry.startTime >= mark.startTime)
    .reduce((sum, entry) => sum + ((entry as PerformanceResourceTiming).transferSize || 0), 0)
}

/**
 * Once the page on screen is done, some pages of the frame's menu, one at a time, each when the
 * browser is idle: the user's own requests always go first. The pages this browser opens most
 * come first, then the menu's order; warming stops once it has fetched about 150 KB, and does not
 * start on Save-Data or a 2g/3g connection (a click then loads its page as a deep link would).
 * Full-screen showcase pages (the blank layout) are left out: nobody works from them.
 */
export function useIdlePrefetch(menu: NavEntry[]): void {
  useEffect(() => {
    if (connectionIsConstrained((navigator as Navigator & { connection?: NetworkInformation }).connection))
      return
    const pending = byVisits(
      linksOf(menu).filter(
        (to) => findRegisteredRoute(to)?.meta.layout !== 'blank' && to !== window.location.pathname,
      ),
      readStored<Record<string, number>>(VISITS_KEY, {}),
    )
    let stopped = false
    const next = () => {
      if (stopped) return
      // The page's own requests first: wait while its queries are still out.
      if (queryClient.isFetching() > 0) return void whenIdle(next)
      if (bytesSinceMark() >= IDLE_PREFETCH_BUDGET_BYTES) return
      const to = pending.shift()
      if (!to) return
      if (performance.getEntriesByName(IDLE_PREFETCH_MARK).length === 0) performance.mark(IDLE_PREFETCH_MARK)
      void prefetchPage(to).then(() => whenIdle(next))
    }
    // After the load event, so the page's own images and fonts are not kept waiting.
    const begin = () => whenIdle(next)
    if (document.readyState === 'complete') begin()
    else window.addEventListener('load', begin, { once: true })
    return () => {
      stopped = true
      window.removeEventListener('load', begin)
    }
  }, [menu])
}
