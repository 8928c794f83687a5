// The assistant's routes as the registry lists them; the router's entry already knows them.
import type { AppRoute } from '@/lib/route-types'
import { assistantVisitorRoutes } from './visitor-routes'

export const assistantRoutes: AppRoute[] = assistantVisitorRoutes
