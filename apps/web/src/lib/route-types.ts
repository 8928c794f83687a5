// The route meta flags of spec section 2. Every area exports its routes as `AppRoute[]` from
// `features/<area>/routes.ts`; the registry in `app/` collects them, and the navigation menu and
// guards are derived from what is registered.
import type { ComponentType } from 'react'
import type { Action, Subject } from '@aurum/shared'

export type RouteMeta = {
  /** 'blank' for full-screen pages; default layout otherwise. */
  layout?: 'blank' | 'default'
  /** Always reachable, logged in or not. */
  public?: boolean
  /** Only for visitors; a logged-in user is sent to `/`. */
  unauthenticatedOnly?: boolean
  /** Ability the user needs; omitted on a non-public route means "any logged-in user". */
  action?: Action
  subject?: Subject
  /** Path of the navigation entry to highlight on this route. */
  navActiveLink?: string
  /** Extra classes on the layout wrapper, e.g. 'layout-content-height-fixed' (email, chat, fleet). */
  layoutWrapperClasses?: string
}

export type AppRoute = {
  /** React Router path, e.g. '/apps/user/view/:id'. */
  path: string
  /** Other paths rendering the same page (spec aliases). */
  aliases?: string[]
  lazy: () => Promise<{ Component: ComponentType }>
  meta: RouteMeta
  /** The area whose strings (`<area>/locales`) the page needs; set by the registry. */
  area?: string
}
