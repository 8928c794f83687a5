// HTTP of /api/account*: the signed-in user's own account settings. Every route is open to any
// logged-in user (the client role included) and only ever reads or writes the caller's own rows
// (the token's user), never an id from the URL.
import {
  accountTourSchema,
  accountSchema,
  accountSessionParamSchema,
  accountSessionsResponseSchema,
  accountSessionsRevokedSchema,
  accountBillingSchema,
  accountUpdateSchema,
  billingResponseSchema,
  connectionsBodySchema,
  connectionsResponseSchema,
  deactivateBodySchema,
  fieldErrorsSchema,
  messageSchema,
  notificationsBodySchema,
  notificationsResponseSchema,
  passwordChangeSchema,
  planChangeSchema,
  twoStepDisableBodySchema,
  twoStepDisabledSchema,
  twoStepEnableBodySchema,
  twoStepEnabledSchema,
  twoStepSetupSchema,
  twoStepStatusSchema,
} from '@aurum/shared'
import * as twoStep from '../../auth/two-step.js'
import type { z } from 'zod'
import type { AuthContext } from '../../auth/types.js'
import type { Db } from '../../db/client.js'
import { ApiRouter, type RouteResponse } from '../../http/api-router.js'
import * as accountService from './service.js'

const tags = ['account']
const unauthorized = { description: 'No valid token', schema: messageSchema }
const invalid = { description: 'Invalid input: `{ errors: { field: [reason] } }`', schema: fieldErrorsSchema }

const tooMany = { description: 'Too many wrong codes or passwords for this account', schema: messageSchema }

type MineRoute = { path: string; summary: string; description?: string; answer: RouteResponse }

/** GET of something of the caller's own: any session, 401 without one. */
const readMine =
  (route: MineRoute & { read: (auth: AuthContext) => Promise<unknown> }) => (router: ApiRouter) =>
    router.get(
      {
        path: route.path,
        summary: route.summary,
        description: route.description,
        tags,
        access: 'authenticated',
        responses: { 200: route.answer, 401: unauthorized },
      },
      async (c, { auth }) => c.json(await route.read(auth)),
    )

/** PUT saving something of the caller's own → 200 with what is stored now. */
const saveMine =
  <B extends z.ZodType>(
    route: MineRoute & { body: B; save: (auth: AuthContext, body: z.output<B>) => Promise<unknown> },
  ) =>
  (router: ApiRouter) =>
    router.put(
      {
        path: route.path,
        summary: route.summary,
        description: route.description,
        tags,
        access: 'authenticated',
        body: route.body,
        responses: { 200: route.answer, 400: invalid, 401: unauthorized },
      },
      async (c, { auth, body }) => c.json(await route.save(auth, body as z.output<B>)),
    )

export function createAccountRouter({ db, twoStep: twoStepDeps }: { db: Db; twoStep: twoStep.TwoStepDeps }) {
  return new ApiRouter()
    .include(
      readMine({
        path: '/account',
        summary: 'My account: profile fields, preferences, plan, two-step switch, notifications, connections',
        description: 'Settings never saved come back with their defaults (UTC, USD, every connection off).',
        answer: { description: 'The account', schema: accountSchema },
        read: (auth) => accountService.getAccount(db, auth.user.id),
      }),
    )
    .put(
      {
        path: '/account',
        summary: 'Replace my profile fields and preferences',
        description:
          'fullName, email (unique, case-insensitive), company, contact, country, language, avatar (the URL of an image ' +
          'you uploaded through POST /api/media/uploads, a generated /api/media/avatar/… URL, or null for initials), address, ' +
          'state, zipCode (in the format of `country` when that country is known), timezone (IANA) and ' +
          'currency (ISO 4217). Omitted free texts become empty. A new email (other than by case) needs ' +
          '`currentPassword` (400 on `currentPassword` when missing or wrong) and ends every other session ' +
          'of the account; the session that asks keeps working. ' +
          'Answers the whole account; the web then refreshes its userData from GET /api/auth/me.',
        tags,
        access: 'authenticated',
        body: accountUpdateSchema,
        responses: {
          200: { description: 'Saved; the account', schema: accountSchema },
          400: invalid,
          401: unauthorized,
          409: {
            description: "`errors.email` = ['This email is already registered']",
            schema: fieldErrorsSchema,
          },
        },
      },
      async (c, { auth, body }) => c.json(await accountService.updateAccount(db, auth, body)),
    )
    .post(
      {
        path: '/account/password',
        summary: 'Change my password with the current one; ends every other session',
        description:
          'newPassword: at least 8 characters, different from the current one, repeated in confirmPassword. ' +
          'A wrong current password is a 400 on `currentPassword` (not a 401: the caller stays logged in). ' +
          'The session that asks keeps working; every other session of the account is revoked.',
        tags,
        access: 'authenticated',
        body: passwordChangeSchema,
        responses: { 204: { description: 'Changed' }, 400: invalid, 401: unauthorized },
      },
      async (c, { auth, body }) => {
        await accountService.changePassword(db, auth, body)
        return c.body(null, 204)
      },
    )
    .include(
      readMine({
        path: '/account/two-step',
        summary: 'Whether my two-step verification is on, and how many recovery codes are left',
        answer: { description: 'Status', schema: twoStepStatusSchema },
        read: (auth) => twoStep.status(twoStepDeps, auth.user.id),
      }),
    )
    .post(
      {
        path: '/account/two-step/setup',
        summary: 'Start setting up an authenticator app: a new secret, shown this once',
        description:
          'Answers the secret in base32, its otpauth:// address (TOTP, SHA-1, 6 digits, 30 s) and that address ' +
          'as an SVG QR code. The secret waits for one code at /account/two-step/enable; a new setup replaces ' +
          'a waiting one. 409 while two-step verification is on.',
        tags,
        access: 'authenticated',
        responses: {
          200: { description: 'The secret to add to an app', schema: twoStepSetupSchema },
          401: unauthorized,
          409: { description: 'Already on', schema: fieldErrorsSchema },
        },
      },
      async (c, { auth }) => c.json(await twoStep.setUp(twoStepDeps, auth.user)),
    )
    .post(
      {
        path: '/account/two-step/enable',
        summary: 'Turn two-step verification on with one code of the app',
        description:
          'The code confirms the secret of the last setup. Answers 10 recovery codes, shown this once (only ' +
          'their hashes are kept; each signs in once). A wrong code is a 400 on `code`.',
        tags,
        access: 'authenticated',
        body: twoStepEnableBodySchema,
        responses: {
          200: { description: 'On; the recovery codes', schema: twoStepEnabledSchema },
          400: invalid,
          401: unauthorized,
          409: { description: 'Already on', schema: fieldErrorsSchema },
          429: tooMany,
        },
      },
      async (c, { auth, body }) => c.json(await twoStep.enable(twoStepDeps, auth.user.id, body.code)),
    )
    .post(
      {
        path: '/account/two-step/disable',
        summary: 'Turn two-step verification off with the current password or a code',
        description:
          '`password` (the current one) or `code` (of the app, or a recovery code). The secret and the ' +
          'recovery codes are deleted. A wrong one is a 400 on its field.',
        tags,
        access: 'authenticated',
        body: twoStepDisableBodySchema,
        responses: {
          200: { description: 'Off', schema: twoStepDisabledSchema },
          400: invalid,
          401: unauthorized,
          429: tooMany,
        },
      },
      async (c, { auth, body }) => c.json(await twoStep.disable(twoStepDeps, auth.user.id, body)),
    )
    .include(
      readMine({
        path: '/account/sessions',
        summary: 'My recent devices: live sessions, newest first, at most 10',
        description:
          'Browser, OS and device kind are read from the login request’s User-Agent; `current` marks the asking session.',
        answer: { description: 'Sessions', schema: accountSessionsResponseSchema },
        read: (auth) => accountService.listSessions(db, auth),
      }),
    )
    .delete(
      {
        path: '/account/sessions',
        summary: 'Sign out all my other devices',
        description: 'Ends every live session of the caller but the asking one; answers how many ended.',
        tags,
        access: 'authenticated',
        responses: {
          200: { description: 'Signed out', schema: accountSessionsRevokedSchema },
          401: unauthorized,
        },
      },
      async (c, { auth }) => c.json(await accountService.revokeOtherSessions(db, auth)),
    )
    .delete(
      {
        path: '/account/sessions/:id',
        summary: 'Log one of my sessions out',
        description:
          'Only a live session of the caller; any other id (someone else’s, revoked, unknown) is a 404.',
        tags,
        access: 'authenticated',
        params: accountSessionParamSchema,
        responses: {
          204: { description: 'Revoked' },
          400: invalid,
          401: unauthorized,
          404: { description: "'Session not found'", schema: messageSchema },
        },
      },
      async (c, { auth, params }) => {
        await accountService.revokeSession(db, auth.user.id, params.id)
        return c.body(null, 204)
      },
    )
    .include(
      saveMine({
        path: '/account/notifications',
        summary: 'Save my notification channels (email, browser, app) per event type',
        description:
          'Each type at most once; types left out keep their defaults. Answers the full list in display order.',
        body: notificationsBodySchema,
        answer: { description: 'Saved', schema: notificationsResponseSchema },
        save: (auth, body) => accountService.setNotifications(db, auth.user.id, body.notifications),
      }),
    )
    .include(
      readMine({
        path: '/account/tour',
        summary: 'Whether I dismissed the guided tour of the app for good',
        answer: { description: 'The tour state', schema: accountTourSchema },
        read: (auth) => accountService.getTour(db, auth.user.id),
      }),
    )
    .include(
      saveMine({
        path: '/account/tour',
        summary: 'Dismiss the guided tour for good ({ dismissed: true }), or have it offered again',
        body: accountTourSchema,
        answer: { description: 'Saved', schema: accountTourSchema },
        save: (auth, body) => accountService.setTour(db, auth.user.id, body),
      }),
    )
    .include(
      saveMine({
        path: '/account/connections',
        summary: 'Save which services and social accounts are connected to my account',
        description:
          'Each name at most once; names left out are disconnected; a username is kept only on a connected social account.',
        body: connectionsBodySchema,
        answer: { description: 'Saved', schema: connectionsResponseSchema },
        save: (auth, body) => accountService.setConnections(db, auth.user.id, body.connections),
      }),
    )
    .include(
      readMine({
        path: '/account/billing',
        summary: 'My plan and billing address (billing is null until first saved)',
        answer: { description: 'Plan and billing', schema: billingResponseSchema },
        read: (auth) => accountService.getBilling(db, auth.user.id),
      }),
    )
    .include(
      saveMine({
        path: '/account/billing',
        summary: 'Save my billing address',
        body: accountBillingSchema,
        answer: { description: 'Saved; plan and billing', schema: billingResponseSchema },
        save: (auth, body) => accountService.updateBilling(db, auth.user.id, body),
      }),
    )
    .include(
      saveMine({
        path: '/account/plan',
        summary: 'Change my plan (basic, company, enterprise, team) and, optionally, how it is paid',
        body: planChangeSchema,
        answer: { description: 'Changed; plan and billing', schema: billingResponseSchema },
        save: (auth, body) => accountService.changePlan(db, auth.user.id, body.plan, body.cycle),
      }),
    )
    .post(
      {
        path: '/account/deactivate',
        summary:
          'Deactivate my account (body `{ confirm: true, password }`): status inactive, every session ended',
        description:
          'Login then refuses the account. `password` is the current one: missing or wrong is a 400 on `password`. ' +
          'Refused with 409 (`account.lastManager`) when the caller is the last active user who can sign in (has a ' +
          'password) and whose role may manage roles, so the organisation is never locked out.',
        tags,
        access: 'authenticated',
        body: deactivateBodySchema,
        responses: {
          204: { description: 'Deactivated' },
          400: invalid,
          401: unauthorized,
          409: { description: 'Last active user able to sign in and manage roles', schema: messageSchema },
        },
      },
      async (c, { auth, body }) => {
        await accountService.deactivate(db, auth.user.id, body.password)
        return c.body(null, 204)
      },
    )
}
