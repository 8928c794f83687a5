// Warms the code of the pages a signed-in user is likely to open next, so that following a link
// waits for nothing: the page's chunk with the chunks it imports (the data grid for a list) and its
// area's strings, the same requests a navigation makes, answered from the browser's cache then.
// Code only: a page's data is requested by its route as the navigation starts (RouteData), and
// what a page loads lazily (charts, the editor) still loads only on it.
import { useEffect } from 'react'
import { queryClient } from '@/lib/query-client'
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

/**
 * Once the page on screen is done, the pages of the frame's menu, one at a time in menu order,
 * each when the browser is idle: the user's own requests always go first. Full-screen showcase
 * pages (the blank layout) are left out: nobody works from them.
 */
export function useIdlePrefetch(menu: NavEntry[]): void {
  useEffect(() => {
    const pending = linksOf(menu).filter(
      (to) => findRegisteredRoute(to)?.meta.layout !== 'blank' && to !== window.location.pathname,
    )
    let stopped = false
    const next = () => {
      if (stopped) return
      // The page's own requests first: wait while its queries are still out.
      if (queryClient.isFetching() > 0) return void whenIdle(next)
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
