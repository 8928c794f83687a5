// The e-commerce back office (spec section 2, /apps/ecommerce/*). Each resource's pages load on
// their own; every route names the ability the server also checks.
import type { AppRoute } from '../../lib/route-types'

export const ecommerceRoutes: AppRoute[] = [
  // products and categories
  // orders and customers
  // reviews, referrals, settings and dashboard
]
