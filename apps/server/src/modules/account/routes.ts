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
import type { Db } from '../../db/client.js'
import { ApiRouter } from '../../http/api-router.js'
import * as accountService from './service.js'

const tags = ['account']
const unauthorized = { description: 'No valid token', schema: messageSchema }
const invalid = { description: 'Invalid input: `{ errors: { field: [reason] } }`', schema: fieldErrorsSchema }

const tooMany = { description: 'Too many wrong codes or passwords for this account', schema: messageSchema }

export function createAccountRouter({ db, twoStep: twoStepDeps }: { db: Db; twoStep: twoStep.TwoStepDeps }) {
  return new ApiRouter()
    .get(
      {
        path: '/account',
        summary: 'My account: profile fields, preferences, plan, two-step switch, notifications, connections',
        description: 'Settings never saved come back with their defaults (UTC, USD, every connection off).',
        tags,
        access: 'authenticated',
        responses: { 200: { description: 'The account', schema: accountSchema }, 401: unauthorized },
      },
      async (c, { auth }) => c.json(await accountService.getAccount(db, auth.user.id)),
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
    .get(
      {
        path: '/account/two-step',
        summary: 'Whether my two-step verification is on, and how many recovery codes are left',
        tags,
        access: 'authenticated',
        responses: { 200: { description: 'Status', schema: twoStepStatusSchema }, 401: unauthorized },
      },
      async (c, { auth }) => c.json(await twoStep.status(twoStepDeps, auth.user.id)),
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
    .get(
      {
        path: '/account/sessions',
        summary: 'My recent devices: live sessions, newest first, at most 10',
        description:
          'Browser, OS and device kind are read from the login request’s User-Agent; `current` marks the asking session.',
        tags,
        access: 'authenticated',
        responses: {
          200: { description: 'Sessions', schema: accountSessionsResponseSchema },
          401: unauthorized,
        },
      },
      async (c, { auth }) => c.json(await accountService.listSessions(db, auth)),
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
    .put(
      {
        path: '/account/notifications',
        summary: 'Save my notification channels (email, browser, app) per event type',
        description:
          'Each type at most once; types left out keep their defaults. Answers the full list in display order.',
        tags,
        access: 'authenticated',
        body: notificationsBodySchema,
        responses: {
          200: { description: 'Saved', schema: notificationsResponseSchema },
          400: invalid,
          401: unauthorized,
        },
      },
      async (c, { auth, body }) =>
        c.json(await accountService.setNotifications(db, auth.user.id, body.notifications)),
    )
    .get(
      {
        path: '/account/tour',
        summary: 'Whether I dismissed the guided tour of the app for good',
        tags,
        access: 'authenticated',
        responses: { 200: { description: 'The tour state', schema: accountTourSchema }, 401: unauthorized },
      },
      async (c, { auth }) => c.json(await accountService.getTour(db, auth.user.id)),
    )
    .put(
      {
        path: '/account/tour',
        summary: 'Dismiss the guided tour for good ({ dismissed: true }), or have it offered again',
        tags,
        access: 'authenticated',
        body: accountTourSchema,
        responses: {
          200: { description: 'Saved', schema: accountTourSchema },
          400: invalid,
          401: unauthorized,
        },
      },
      async (c, { auth, body }) => c.json(await accountService.setTour(db, auth.user.id, body)),
    )
    .put(
      {
        path: '/account/connections',
        summary: 'Save which services and social accounts are connected to my account',
        description:
          'Each name at most once; names left out are disconnected; a username is kept only on a connected social account.',
        tags,
        access: 'authenticated',
        body: connectionsBodySchema,
        responses: {
          200: { description: 'Saved', schema: connectionsResponseSchema },
          400: invalid,
          401: unauthorized,
        },
      },
      async (c, { auth, body }) =>
        c.json(await accountService.setConnections(db, auth.user.id, body.connections)),
    )
    .get(
      {
        path: '/account/billing',
        summary: 'My plan and billing address (billing is null until first saved)',
        tags,
        access: 'authenticated',
        responses: {
          200: { description: 'Plan and billing', schema: billingResponseSchema },
          401: unauthorized,
        },
      },
      async (c, { auth }) => c.json(await accountService.getBilling(db, auth.user.id)),
    )
    .put(
      {
        path: '/account/billing',
        summary: 'Save my billing address',
        tags,
        access: 'authenticated',
        body: accountBillingSchema,
        responses: {
          200: { description: 'Saved; plan and billing', schema: billingResponseSchema },
          400: invalid,
          401: unauthorized,
        },
      },
      async (c, { auth, body }) => c.json(await accountService.updateBilling(db, auth.user.id, body)),
    )
    .put(
      {
        path: '/account/plan',
        summary: 'Change my plan (basic, company, enterprise, team) and, optionally, how it is paid',
        tags,
        access: 'authenticated',
        body: planChangeSchema,
        responses: {
          200: { description: 'Changed; plan and billing', schema: billingResponseSchema },
          400: invalid,
          401: unauthorized,
        },
      },
      async (c, { auth, body }) =>
        c.json(await accountService.changePlan(db, auth.user.id, body.plan, body.cycle)),
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
