// The route guard of spec section 6 as a pure decision, used by every route's loader.
import type { Action, Subject } from '@aurum/shared'
import { paths } from '../lib/paths'
import type { RouteMeta } from '../lib/route-types'

export type GuardInput = {
  meta: RouteMeta
  loggedIn: boolean
  can: (action: Action, subject: Subject) => boolean
  /** The wanted location. */
  pathname: string
  search: string
}

export type GuardDecision = { allow: true } | { allow: false; redirectTo: string }

export const LOGIN_PATH = paths.login
const NOT_AUTHORIZED_PATH = paths.notAuthorized
/** Spec section 6: `to` is omitted when the wanted page is /home. */
const PATHS_WITHOUT_TO = new Set<string>([paths.home])

export function loginRedirect(pathname: string, search: string): string {
  const query = new URLSearchParams(search)
  query.delete('to')
  if (!PATHS_WITHOUT_TO.has(pathname)) query.set('to', pathname)
  const text = query.toString()
  return text ? `${LOGIN_PATH}?${text}` : LOGIN_PATH
}

export function decideGuard({ meta, loggedIn, can, pathname, search }: GuardInput): GuardDecision {
  if (meta.public) return { allow: true }
  if (meta.unauthenticatedOnly) return loggedIn ? { allow: false, redirectTo: paths.root } : { allow: true }
  const permitted =
    meta.action && meta.subject
      ? loggedIn && can(meta.action, meta.subject)
      : // No ability named: any logged-in user.
        loggedIn
  if (permitted) return { allow: true }
  return { allow: false, redirectTo: loggedIn ? NOT_AUTHORIZED_PATH : loginRedirect(pathname, search) }
}

export type HomeRole = string | undefined

/** Spec section 2: `/` sends admin to the CRM dashboard, client to access control, everyone else (visitors too) home. */
export function homePathFor(role: HomeRole, loggedIn: boolean): string {
  if (!loggedIn) return paths.home
  if (role === 'admin') return paths.crmDashboard
  if (role === 'client') return paths.accessControl
  return paths.home
}
