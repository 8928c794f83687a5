// The e-commerce back office (spec section 2, /apps/ecommerce/*). Each resource's pages load on
// their own; every route names the ability the server also checks.
import type { AppRoute } from '../../lib/route-types'

export const ecommerceRoutes: AppRoute[] = [
  // products and categories
  {
    path: '/apps/ecommerce/product/list',
    lazy: () => import('./pages/product-list-page').then((m) => ({ Component: m.ProductListPage })),
    meta: { action: 'read', subject: 'Product' },
  },
  {
    path: '/apps/ecommerce/product/add',
    lazy: () => import('./pages/product-add-page').then((m) => ({ Component: m.ProductAddPage })),
    meta: { action: 'create', subject: 'Product' },
  },
  {
    path: '/apps/ecommerce/product/edit/:id',
    lazy: () => import('./pages/product-edit-page').then((m) => ({ Component: m.ProductEditPage })),
    meta: { action: 'update', subject: 'Product', navActiveLink: '/apps/ecommerce/product/list' },
  },
  {
    path: '/apps/ecommerce/product/category-list',
    lazy: () => import('./pages/category-list-page').then((m) => ({ Component: m.CategoryListPage })),
    meta: { action: 'read', subject: 'Category' },
  },
  // orders and customers
  {
    path: '/apps/ecommerce/order/list',
    lazy: () => import('./pages/order-list-page').then((m) => ({ Component: m.OrderListPage })),
    meta: { action: 'read', subject: 'Order' },
  },
  {
    path: '/apps/ecommerce/order/details/:id',
    lazy: () => import('./pages/order-details-page').then((m) => ({ Component: m.OrderDetailsPage })),
    meta: { action: 'read', subject: 'Order', navActiveLink: '/apps/ecommerce/order/list' },
  },
  {
    path: '/apps/ecommerce/customer/list',
    lazy: () => import('./pages/customer-list-page').then((m) => ({ Component: m.CustomerListPage })),
    meta: { action: 'read', subject: 'Customer' },
  },
  {
    path: '/apps/ecommerce/customer/details/:id',
    lazy: () => import('./pages/customer-details-page').then((m) => ({ Component: m.CustomerDetailsPage })),
    meta: { action: 'read', subject: 'Customer', navActiveLink: '/apps/ecommerce/customer/list' },
  },
  // reviews, referrals, settings and dashboard
  {
    path: '/apps/ecommerce/manage-review',
    lazy: () => import('./pages/review-manage-page').then((m) => ({ Component: m.ReviewManagePage })),
    meta: { action: 'read', subject: 'Review' },
  },
  {
    path: '/apps/ecommerce/referrals',
    lazy: () => import('./pages/referral-list-page').then((m) => ({ Component: m.ReferralListPage })),
    meta: { action: 'read', subject: 'Referral' },
  },
  {
    path: '/apps/ecommerce/settings',
    lazy: () => import('./pages/settings-store-page').then((m) => ({ Component: m.SettingsStorePage })),
    meta: { action: 'read', subject: 'StoreSettings' },
  },
]
