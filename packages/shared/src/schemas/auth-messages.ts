// The auth area's messages, apart from its schemas: the login form reads these codes without
// loading zod (/login's JavaScript budget).
import { defineMessages } from '../errors/messages.js'

export const AUTH_MESSAGES = defineMessages('auth', {
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  email: 'Enter a valid email',
  usernameShort: 'Username must have at least 3 characters',
  usernameChars: 'Only letters, digits, dots, dashes and underscores',
  passwordShort: 'Password must have at least 8 characters',
  invalidCredentials: 'Invalid email or password',
  accountSuspended: 'This account is suspended',
  invalidResetLink: 'This reset link is invalid or has expired',
  // 429s, by the limit that refused (only the auth pages send what they count).
  tooManyLogins: 'Too many failed logins. Try again in {minutes} minute(s).',
  tooManyAccountLogins: 'Too many failed logins for this account. Try again in {seconds} second(s).',
  tooManySignUps: 'Too many new accounts from this address. Try again in {minutes} minute(s).',
  tooManyResets: 'Too many password reset requests. Try again in {minutes} minute(s).',
  tooManyAccountResets: 'Too many password reset requests for this email. Try again in {minutes} minute(s).',
  // Two-step sign-in: the code asked for after the password (POST /api/auth/two-step).
  twoStepCodeFormat: 'Enter the 6-digit code from your app or a recovery code',
  twoStepCodeWrong: 'This code is not valid or was already used',
  twoStepExpired: 'This sign-in has expired. Log in again.',
  tooManyTwoStepCodes: 'Too many wrong codes. Try again in {minutes} minute(s).',
  // The web's own checks (confirmation, terms, the multi-step form's fields).
  required: 'This field is required',
  confirmRequired: 'Confirm the password',
  passwordsDiffer: 'The passwords do not match',
  termsRequired: 'Accept the privacy policy and terms to continue',
  phone: 'Enter a valid phone number',
})
