// Addresses of the public pages (spec section 2: the front pages, /pages/faq, /pages/pricing, the
// landing pages and /home).
export const frontPaths = {
  landing: '/front-pages/landing-page',
  aurumLanding: '/aurum-landing-page',
  pricing: '/front-pages/pricing',
  pagesPricing: '/pages/pricing',
  faq: '/pages/faq',
  helpCenter: '/front-pages/help-center',
  article: (slug: string) => `/front-pages/help-center/article/${slug}`,
  checkout: '/front-pages/checkout',
  payment: '/front-pages/payment',
} as const
