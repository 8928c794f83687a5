// The screens a visitor starts from: login, registration and the password reset. The router's
// entry knows these routes (app/router.tsx), so /login opens without the route registry; the
// registry lists them with the area's other routes (routes.ts).
import { paths } from '@/lib/paths'
import type { AppRoute } from '@/lib/route-types'

const visitorOnly = { layout: 'blank', unauthenticatedOnly: true } as const

export const authVisitorRoutes: AppRoute[] = [
  {
    path: paths.login,
    lazy: () => import('./pages/login-page').then((m) => ({ Component: m.LoginPage })),
    meta: visitorOnly,
  },
  {
    path: paths.register,
    lazy: () => import('./pages/register-page').then((m) => ({ Component: m.RegisterPage })),
    meta: visitorOnly,
  },
  {
    path: paths.forgotPassword,
    lazy: () => import('./pages/forgot-password-page').then((m) => ({ Component: m.ForgotPasswordPage })),
    meta: visitorOnly,
  },
  {
    // Public: a reset link works whether or not someone is logged in on this browser.
    path: '/reset-password',
    lazy: () => import('./pages/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
    meta: { layout: 'blank', public: true },
  },
]
