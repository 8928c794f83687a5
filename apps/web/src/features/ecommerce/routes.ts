// The e-commerce back office (spec section 2, /apps/ecommerce/*). Each resource's pages load on
// their own, the lists' first requests with them (route-data.ts); every route names the ability
// the server also checks. Menu titles are in locales/<lang>.nav.json.
import { paths } from '@/lib/paths'
import type { AppRoute } from '@/lib/route-types'

export const ecommerceRoutes: AppRoute[] = [
  // products and categories
  {
    path: paths.productList,
    lazy: () => import('./pages/product-list-page').then((m) => ({ Component: m.ProductListPage })),
    data: () => import('./route-data').then((m) => m.productListData),
    meta: {
      action: 'read',
      subject: 'Product',
      titleKey: 'nav.products',
      icon: 'cart',
      search: 'appsPages',
      menu: { in: 'ecommerce', order: 20 },
    },
  },
  {
    path: paths.productAdd,
    lazy: () => import('./pages/product-add-page').then((m) => ({ Component: m.ProductAddPage })),
    meta: {
      action: 'create',
      subject: 'Product',
      titleKey: 'nav.addProduct',
      icon: 'cart',
      search: 'appsPages',
      menu: { in: 'ecommerce', order: 30 },
    },
  },
  {
    path: paths.productEdit(':id'),
    lazy: () => import('./pages/product-edit-page').then((m) => ({ Component: m.ProductEditPage })),
    meta: { action: 'update', subject: 'Product', navActiveLink: paths.productList },
  },
  {
    path: '/apps/ecommerce/product/category-list',
    lazy: () => import('./pages/category-list-page').then((m) => ({ Component: m.CategoryListPage })),
    data: () => import('./route-data').then((m) => m.categoryListData),
    meta: {
      action: 'read',
      subject: 'Category',
      titleKey: 'nav.categories',
      icon: 'table',
      search: 'appsPages',
      menu: { in: 'ecommerce', order: 40 },
    },
  },
  // orders and customers
  {
    path: paths.orderList,
    lazy: () => import('./pages/order-list-page').then((m) => ({ Component: m.OrderListPage })),
    data: () => import('./route-data').then((m) => m.orderListData),
    meta: {
      action: 'read',
      subject: 'Order',
      titleKey: 'nav.orders',
      icon: 'invoice',
      search: 'appsPages',
      menu: { in: 'ecommerce', order: 50 },
    },
  },
  {
    path: paths.orderDetails(':id'),
    lazy: () => import('./pages/order-details-page').then((m) => ({ Component: m.OrderDetailsPage })),
    meta: { action: 'read', subject: 'Order', navActiveLink: paths.orderList },
  },
  {
    path: paths.customerList,
    lazy: () => import('./pages/customer-list-page').then((m) => ({ Component: m.CustomerListPage })),
    data: () => import('./route-data').then((m) => m.customerListData),
    meta: {
      action: 'read',
      subject: 'Customer',
      titleKey: 'nav.customers',
      icon: 'users',
      search: 'appsPages',
      menu: { in: 'ecommerce', order: 60 },
    },
  },
  {
    path: paths.customerDetails(':id'),
    lazy: () => import('./pages/customer-details-page').then((m) => ({ Component: m.CustomerDetailsPage })),
    meta: { action: 'read', subject: 'Customer', navActiveLink: paths.customerList },
  },
  // reviews, referrals, settings and dashboard
  {
    path: '/apps/ecommerce/manage-review',
    lazy: () => import('./pages/review-manage-page').then((m) => ({ Component: m.ReviewManagePage })),
    meta: {
      action: 'read',
      subject: 'Review',
      titleKey: 'nav.manageReviews',
      icon: 'chat',
      search: 'appsPages',
      menu: { in: 'ecommerce', order: 70 },
    },
  },
  {
    path: '/apps/ecommerce/referrals',
    lazy: () => import('./pages/referral-list-page').then((m) => ({ Component: m.ReferralListPage })),
    meta: {
      action: 'read',
      subject: 'Referral',
      titleKey: 'nav.referrals',
      icon: 'users',
      search: 'appsPages',
      menu: { in: 'ecommerce', order: 80 },
    },
  },
  {
    path: '/apps/ecommerce/settings',
    lazy: () => import('./pages/settings-store-page').then((m) => ({ Component: m.SettingsStorePage })),
    meta: {
      action: 'read',
      subject: 'StoreSettings',
      titleKey: 'nav.settings',
      icon: 'settings',
      search: 'appsPages',
      menu: { in: 'ecommerce', order: 90 },
    },
  },
]
