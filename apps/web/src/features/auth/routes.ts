// Authentication screens: the working login, registration and password reset (visitor-routes.ts,
// which the app's entry also reads) and the showcase variants of spec section 2 (all full-screen,
// blank layout). The variants' menu and search titles are in locales/<lang>.nav.json; the search
// lists them in this order.
import { paths } from '@/lib/paths'
import type { AppRoute, RouteMeta } from '@/lib/route-types'
import { authVisitorRoutes } from './visitor-routes'

/** A showcase variant, in the menu's Authentication group and the search's Apps & Pages. */
const showcase = (titleKey: string, icon: RouteMeta['icon'], order: number): RouteMeta => ({
  layout: 'blank',
  public: true,
  titleKey,
  icon,
  menu: { in: 'authentication', order },
  search: 'appsPages',
})

export const authRoutes: AppRoute[] = [
  ...authVisitorRoutes,
  {
    path: '/pages/authentication/login-v1',
    lazy: () => import('./pages/login-v1-page').then((m) => ({ Component: m.LoginV1Page })),
    meta: showcase('nav.loginV1', 'login', 10),
  },
  {
    path: '/pages/authentication/login-v2',
    lazy: () => import('./pages/login-v2-page').then((m) => ({ Component: m.LoginV2Page })),
    meta: showcase('nav.loginV2', 'login', 20),
  },
  {
    path: '/pages/authentication/register-v1',
    lazy: () => import('./pages/register-v1-page').then((m) => ({ Component: m.RegisterV1Page })),
    meta: showcase('nav.registerV1', 'register', 30),
  },
  {
    path: '/pages/authentication/register-v2',
    lazy: () => import('./pages/register-v2-page').then((m) => ({ Component: m.RegisterV2Page })),
    meta: showcase('nav.registerV2', 'register', 40),
  },
  {
    path: '/pages/authentication/register-multi-steps',
    lazy: () =>
      import('./pages/register-multi-steps-page').then((m) => ({ Component: m.RegisterMultiStepsPage })),
    meta: showcase('nav.registerMultiSteps', 'register', 50),
  },
  {
    path: '/pages/authentication/forgot-password-v1',
    lazy: () =>
      import('./pages/forgot-password-v1-page').then((m) => ({ Component: m.ForgotPasswordV1Page })),
    meta: showcase('nav.forgotPasswordV1', 'key', 80),
  },
  {
    path: '/pages/authentication/forgot-password-v2',
    lazy: () =>
      import('./pages/forgot-password-v2-page').then((m) => ({ Component: m.ForgotPasswordV2Page })),
    meta: showcase('nav.forgotPasswordV2', 'key', 90),
  },
  {
    path: '/pages/authentication/reset-password-v1',
    lazy: () => import('./pages/reset-password-v1-page').then((m) => ({ Component: m.ResetPasswordV1Page })),
    meta: showcase('nav.resetPasswordV1', 'key', 100),
  },
  {
    path: '/pages/authentication/reset-password-v2',
    lazy: () => import('./pages/reset-password-v2-page').then((m) => ({ Component: m.ResetPasswordV2Page })),
    meta: showcase('nav.resetPasswordV2', 'key', 110),
  },
  {
    path: '/pages/authentication/verify-email-v1',
    lazy: () => import('./pages/verify-email-v1-page').then((m) => ({ Component: m.VerifyEmailV1Page })),
    meta: showcase('nav.verifyEmailV1', 'mail', 60),
  },
  {
    path: '/pages/authentication/verify-email-v2',
    lazy: () => import('./pages/verify-email-v2-page').then((m) => ({ Component: m.VerifyEmailV2Page })),
    meta: showcase('nav.verifyEmailV2', 'mail', 70),
  },
  {
    path: paths.twoStepsV1,
    lazy: () => import('./pages/two-steps-v1-page').then((m) => ({ Component: m.TwoStepsV1Page })),
    meta: showcase('nav.twoStepsV1', 'phone', 120),
  },
  {
    path: paths.twoStepsV2,
    lazy: () => import('./pages/two-steps-v2-page').then((m) => ({ Component: m.TwoStepsV2Page })),
    meta: showcase('nav.twoStepsV2', 'phone', 130),
  },
]
