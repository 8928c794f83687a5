// HTTP of authentication: login, logout, register, me, forgot and reset password.
import { getConnInfo } from '@hono/node-server/conninfo'
import {
  fieldErrorsSchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  loginChallengeSchema,
  loginResponseSchema,
  meResponseSchema,
  messageSchema,
  registrationBodySchema,
  resetPasswordBodySchema,
  twoStepLoginBodySchema,
  verifyEmailBodySchema,
} from '@aurum/shared'
import { z } from 'zod'
import { ApiRouter, type AppContext } from '../http/api-router.js'
import * as authService from './service.js'

export type ClientAddressOptions = { trustProxy: boolean }

export function clientOf(c: AppContext, options: ClientAddressOptions) {
  let ip = 'unknown'
  const forwarded = options.trustProxy ? c.req.header('x-forwarded-for')?.split(',')[0]?.trim() : undefined
  if (forwarded) ip = forwarded
  else {
    try {
      ip = getConnInfo(c).remote.address ?? 'unknown'
    } catch {
      // In-process requests (tests) have no socket.
    }
  }
  return { ip, userAgent: c.req.header('user-agent') ?? '' }
}

const badRequest = {
  description: 'Invalid input: `{ errors: { field: [reason] } }`',
  schema: fieldErrorsSchema,
}

export function createAuthRouter(deps: authService.AuthDeps & ClientAddressOptions) {
  return new ApiRouter()
    .post(
      {
        path: '/auth/login',
        summary: 'Log in with email and password',
        description:
          'A right password opens a session (201). When the account has two-step verification on, the ' +
          'answer is a 200 with `twoStepRequired: true` and a `challengeToken` valid for 5 minutes, and no ' +
          'session: POST it to /api/auth/two-step with a code of the authenticator app.',
        tags: ['auth'],
        access: 'public',
        body: loginBodySchema,
        responses: {
          200: { description: 'Password right; a two-step code is needed', schema: loginChallengeSchema },
          201: { description: 'Logged in', schema: loginResponseSchema },
          400: { description: "`errors.email` = ['Invalid email or password']", schema: fieldErrorsSchema },
          429: {
            description: 'Too many failed logins from this address or for this account',
            schema: messageSchema,
          },
        },
      },
      async (c, { body }) => {
        const answer = await authService.login(deps, body, clientOf(c, deps))
        return 'twoStepRequired' in answer ? c.json(answer, 200) : c.json(answer, 201)
      },
    )
    .post(
      {
        path: '/auth/two-step',
        summary: 'Second step of a login: the challenge of POST /api/auth/login and a code',
        description:
          '`code`: the 6-digit code of the authenticator app (RFC 6238, 30-second steps, one step of clock ' +
          'drift accepted; each code works once) or an unused recovery code (`abcde-fghij`, each works once). ' +
          'A wrong code is a 400 on `code`; an expired or forged challenge a 400 on `challengeToken` (log in ' +
          'again); too many wrong codes for the account, or failures from the address, a 429.',
        tags: ['auth'],
        access: 'public',
        body: twoStepLoginBodySchema,
        responses: {
          201: { description: 'Logged in', schema: loginResponseSchema },
          400: badRequest,
          429: {
            description: 'Too many wrong codes for this account or failures from this address',
            schema: messageSchema,
          },
        },
      },
      async (c, { body }) => c.json(await authService.passTwoStep(deps, body, clientOf(c, deps)), 201),
    )
    .post(
      {
        path: '/auth/register',
        summary: 'Create an account (role client) and log in',
        description:
          'With `details` (the multi-step registration), the account keeps the name and phone in its profile, ' +
          'the address as its profile and billing address, and the chosen plan as its subscription.',
        tags: ['auth'],
        access: 'public',
        body: registrationBodySchema,
        responses: {
          201: { description: 'Registered and logged in', schema: loginResponseSchema },
          400: badRequest,
          409: { description: 'Email or username already taken', schema: fieldErrorsSchema },
          429: { description: 'Too many new accounts from this address', schema: messageSchema },
        },
      },
      async (c, { body }) => c.json(await authService.register(deps, body, clientOf(c, deps)), 201),
    )
    .post(
      {
        path: '/auth/logout',
        summary: 'Revoke the current access token',
        tags: ['auth'],
        access: 'authenticated',
        responses: { 204: { description: 'Token revoked' }, 401: { description: 'No valid token' } },
      },
      async (c, { auth }) => {
        await authService.logout(deps, auth)
        return c.body(null, 204)
      },
    )
    .get(
      {
        path: '/auth/me',
        summary: 'The logged-in user and their current ability rules',
        tags: ['auth'],
        access: 'authenticated',
        responses: {
          200: { description: 'Current user', schema: meResponseSchema },
          401: { description: 'No valid token' },
        },
      },
      async (c, { auth }) => c.json(await authService.currentUser(deps, auth)),
    )
    .post(
      {
        path: '/auth/forgot-password',
        summary: 'Send a one-time password reset link (queued in the outbox when no mail server is set)',
        tags: ['auth'],
        access: 'public',
        body: forgotPasswordBodySchema,
        responses: {
          202: { description: 'Accepted, whether or not the email is known' },
          400: badRequest,
          429: {
            description: 'Too many requests from this address or for this email',
            schema: messageSchema,
          },
        },
      },
      async (c, { body }) => {
        await authService.requestPasswordReset(deps, body.email, clientOf(c, deps))
        return c.body(null, 202)
      },
    )
    .post(
      {
        path: '/auth/reset-password',
        summary: 'Set a new password with a reset link token; ends every session of the account',
        tags: ['auth'],
        access: 'public',
        body: resetPasswordBodySchema,
        responses: { 204: { description: 'Password changed' }, 400: badRequest },
      },
      async (c, { body }) => {
        await authService.resetPassword(deps, body.token, body.password)
        return c.body(null, 204)
      },
    )
    .post(
      {
        path: '/auth/verify-email',
        summary: "Confirm the account's address with the one-time link from the verification mail",
        tags: ['auth'],
        access: 'public',
        body: verifyEmailBodySchema,
        responses: {
          200: { description: 'Confirmed', schema: z.object({ verified: z.literal(true) }) },
          400: { description: 'The link is invalid, used or expired', schema: fieldErrorsSchema },
        },
      },
      async (c, { body }) => c.json(await authService.verifyEmail(deps, body.token)),
    )
    .post(
      {
        path: '/auth/verify-email/resend',
        summary:
          'Send a new verification link to the caller (at most 3 per 15 minutes); `sent: false` when already confirmed',
        tags: ['auth'],
        access: 'authenticated',
        responses: {
          202: { description: 'Queued', schema: z.object({ sent: z.boolean() }) },
          429: { description: 'Too many verification mails', schema: messageSchema },
        },
      },
      async (c, { auth }) => c.json(await authService.resendVerifyLink(deps, auth), 202),
    )
}
