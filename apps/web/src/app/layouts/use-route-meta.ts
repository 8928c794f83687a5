// The meta flags of the deepest matched route.
import { useMatches } from 'react-router'
import type { RouteMeta } from '@/lib/route-types'
import type { RouteHandle } from '@/lib/route-types'

function hasMeta(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'meta' in handle
}

export function useRouteMeta(): RouteMeta {
  const matches = useMatches()
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle
    if (hasMeta(handle)) return handle.meta
  }
  return {}
}
