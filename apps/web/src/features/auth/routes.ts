// Authentication screens: the working login, registration and password reset, and the showcase
// variants of spec section 2 (all full-screen, blank layout).
import type { AppRoute } from '../../lib/route-types'

const visitorOnly = { layout: 'blank', unauthenticatedOnly: true } as const
const showcase = { layout: 'blank', public: true } as const

export const authRoutes: AppRoute[] = [
  {
    path: '/login',
    lazy: () => import('./pages/login-page').then((m) => ({ Component: m.LoginPage })),
    meta: visitorOnly,
  },
  {
    path: '/register',
    lazy: () => import('./pages/register-page').then((m) => ({ Component: m.RegisterPage })),
    meta: visitorOnly,
  },
  {
    path: '/forgot-password',
    lazy: () => import('./pages/forgot-password-page').then((m) => ({ Component: m.ForgotPasswordPage })),
    meta: visitorOnly,
  },
  {
    // Public: a reset link works whether or not someone is logged in on this browser.
    path: '/reset-password',
    lazy: () => import('./pages/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
    meta: showcase,
  },
  {
    path: '/pages/authentication/login-v1',
    lazy: () => import('./pages/login-v1-page').then((m) => ({ Component: m.LoginV1Page })),
    meta: showcase,
  },
  {
    path: '/pages/authentication/login-v2',
    lazy: () => import('./pages/login-v2-page').then((m) => ({ Component: m.LoginV2Page })),
    meta: showcase,
  },
  {
    path: '/pages/authentication/register-v1',
    lazy: () => import('./pages/register-v1-page').then((m) => ({ Component: m.RegisterV1Page })),
    meta: showcase,
  },
  {
    path: '/pages/authentication/register-v2',
    lazy: () => import('./pages/register-v2-page').then((m) => ({ Component: m.RegisterV2Page })),
    meta: showcase,
  },
  {
    path: '/pages/authentication/register-multi-steps',
    lazy: () =>
      import('./pages/register-multi-steps-page').then((m) => ({ Component: m.RegisterMultiStepsPage })),
    meta: showcase,
  },
  {
    path: '/pages/authentication/forgot-password-v1',
    lazy: () =>
      import('./pages/forgot-password-v1-page').then((m) => ({ Component: m.ForgotPasswordV1Page })),
    meta: showcase,
  },
  {
    path: '/pages/authentication/forgot-password-v2',
    lazy: () =>
      import('./pages/forgot-password-v2-page').then((m) => ({ Component: m.ForgotPasswordV2Page })),
    meta: showcase,
  },
  {
    path: '/pages/authentication/reset-password-v1',
    lazy: () => import('./pages/reset-password-v1-page').then((m) => ({ Component: m.ResetPasswordV1Page })),
    meta: showcase,
  },
  {
    path: '/pages/authentication/reset-password-v2',
    lazy: () => import('./pages/reset-password-v2-page').then((m) => ({ Component: m.ResetPasswordV2Page })),
    meta: showcase,
  },
  {
    path: '/pages/authentication/two-steps-v1',
    lazy: () => import('./pages/two-steps-v1-page').then((m) => ({ Component: m.TwoStepsV1Page })),
    meta: showcase,
  },
  {
    path: '/pages/authentication/two-steps-v2',
    lazy: () => import('./pages/two-steps-v2-page').then((m) => ({ Component: m.TwoStepsV2Page })),
    meta: showcase,
  },
  {
    path: '/pages/authentication/verify-email-v1',
    lazy: () => import('./pages/verify-email-v1-page').then((m) => ({ Component: m.VerifyEmailV1Page })),
    meta: showcase,
  },
  {
    path: '/pages/authentication/verify-email-v2',
    lazy: () => import('./pages/verify-email-v2-page').then((m) => ({ Component: m.VerifyEmailV2Page })),
    meta: showcase,
  },
]
