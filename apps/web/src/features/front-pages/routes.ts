// The public pages' routes as the registry lists them (menu, search); the router's entry already
// knows them (visitor-routes.ts).
import type { AppRoute } from '@/lib/route-types'
import { frontPageVisitorRoutes } from './visitor-routes'

export const frontPageRoutes: AppRoute[] = frontPageVisitorRoutes
