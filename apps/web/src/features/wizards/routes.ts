// The wizards (issue 22): the account wizard of /forms/form-wizard-numbered and -icons, and the
// examples of /wizard-examples/*. Each keeps the user's draft on the server and submits for real.
// Open to every signed-in user; the examples' menu titles are the layout's.
import type { AppRoute } from '@/lib/route-types'

export const wizardRoutes: AppRoute[] = [
  {
    path: '/forms/form-wizard-numbered',
    lazy: () => import('./pages/form-wizard-page').then((m) => ({ Component: m.formWizardPage('numbered') })),
    meta: {
      titleKey: 'nav.formWizardNumbered',
      icon: 'wizard',
      menu: { in: 'formWizard', order: 10 },
      search: 'formsTables',
    },
  },
  {
    path: '/forms/form-wizard-icons',
    lazy: () => import('./pages/form-wizard-page').then((m) => ({ Component: m.formWizardPage('icons') })),
    meta: {
      titleKey: 'nav.formWizardIcons',
      icon: 'wizard',
      menu: { in: 'formWizard', order: 20 },
      search: 'formsTables',
    },
  },
  {
    path: '/wizard-examples/checkout',
    lazy: () => import('./pages/checkout-wizard-page').then((m) => ({ Component: m.CheckoutWizardPage })),
    meta: {
      titleKey: 'nav.checkout',
      icon: 'wizard',
      menu: { in: 'wizardExamples', order: 10 },
      search: 'appsPages',
    },
  },
  {
    path: '/wizard-examples/property-listing',
    lazy: () => import('./pages/property-listing-page').then((m) => ({ Component: m.PropertyListingPage })),
    meta: {
      titleKey: 'nav.propertyListing',
      icon: 'wizard',
      menu: { in: 'wizardExamples', order: 20 },
      search: 'appsPages',
    },
  },
  {
    path: '/wizard-examples/create-deal',
    lazy: () => import('./pages/create-deal-page').then((m) => ({ Component: m.CreateDealPage })),
    meta: {
      titleKey: 'nav.createDeal',
      icon: 'wizard',
      menu: { in: 'wizardExamples', order: 30 },
      search: 'appsPages',
    },
  },
]
