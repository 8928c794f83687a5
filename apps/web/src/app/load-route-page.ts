// Opening a page takes its code and its area's strings: the router waits for both, and the menu's
// prefetch warms both (kept out of router.tsx, which the prefetch's layout is part of).
import { loadAreaStrings } from '../i18n'
import type { AppRoute } from '../lib/route-types'

/** A page's code and its area's strings, which it needs before it can render. */
export function loadRoutePage(route: AppRoute) {
  return Promise.all([route.lazy(), route.area ? loadAreaStrings(route.area) : null]).then(([page]) => page)
}
