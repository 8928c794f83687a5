// The invoice app (spec section 2: /apps/invoice/list, add, edit/:id, preview/:id); the server
// checks the Invoice ability on every call. Menu titles are in locales/<lang>.nav.json.
import { paths } from '@/lib/paths'
import type { AppRoute } from '@/lib/route-types'

export const invoiceRoutes: AppRoute[] = [
  {
    path: paths.invoiceList,
    lazy: () => import('./pages/invoice-list-page').then((m) => ({ Component: m.InvoiceListPage })),
    meta: {
      action: 'read',
      subject: 'Invoice',
      titleKey: 'nav.invoiceList',
      icon: 'invoice',
      menu: { in: 'invoice', order: 10, titleKey: 'nav.list' },
      search: 'appsPages',
      shortcut: { order: 30, titleKey: 'nav.invoice' },
    },
  },
  {
    path: paths.invoiceAdd,
    lazy: () => import('./pages/invoice-add-page').then((m) => ({ Component: m.InvoiceAddPage })),
    meta: {
      action: 'create',
      subject: 'Invoice',
      titleKey: 'nav.invoiceAdd',
      icon: 'invoice',
      menu: { in: 'invoice', order: 20, titleKey: 'nav.add' },
      search: 'appsPages',
    },
  },
  {
    path: paths.invoiceEdit(':id'),
    lazy: () => import('./pages/invoice-edit-page').then((m) => ({ Component: m.InvoiceEditPage })),
    meta: { action: 'update', subject: 'Invoice', navActiveLink: paths.invoiceList },
  },
  {
    path: paths.invoicePreview(':id'),
    lazy: () => import('./pages/invoice-preview-page').then((m) => ({ Component: m.InvoicePreviewPage })),
    meta: { action: 'read', subject: 'Invoice', navActiveLink: paths.invoiceList },
  },
]
