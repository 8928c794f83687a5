// The /forms/form-validation demo's rules, checked by the page and again by the server
// (POST /api/forms/validation-demo): one of each kind a real form needs: required, lengths, a
// pattern, an email, a number range, password rules with a confirmation, dates in order, a box
// that must be ticked. Whether the username is free is asked of the server (availability query).
import { z } from 'zod'
import { defineMessages } from '../errors/messages.js'

// The area is the web feature's folder, where these codes are translated.
export const FORM_VALIDATION_MESSAGES = defineMessages('form-layouts', {
  required: 'This field is required',
  usernamePattern: 'Start with a letter; then letters, digits, dots, dashes or underscores',
  email: 'Enter a valid email',
  number: 'Enter a whole number',
  date: 'Enter a valid date',
  passwordLower: 'Add a lowercase letter',
  passwordUpper: 'Add an uppercase letter',
  passwordDigit: 'Add a digit',
  passwordSymbol: 'Add a symbol (e.g. ! or #)',
  passwordsDiffer: 'The passwords do not match',
  endBeforeStart: 'The end date must be after the start date',
  termsRequired: 'Accept the terms to continue',
})
const M = FORM_VALIDATION_MESSAGES

export const USERNAME_MIN = 3
export const USERNAME_MAX = 20
/** A letter first, then letters, digits, dots, dashes or underscores. */
export const USERNAME_PATTERN = /^[a-z][a-z0-9._-]*$/i
export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 64
export const AGE_MIN = 18
export const AGE_MAX = 120
export const BIO_MAX = 200

const required = () => z.string().trim().min(1, M.required)

/** A demo username: the same rule for the form field and the availability query. */
export const demoUsernameSchema = required()
  .min(USERNAME_MIN)
  .max(USERNAME_MAX)
  .regex(USERNAME_PATTERN, M.usernamePattern)

/** A calendar day as `<input type="date">` writes it (YYYY-MM-DD). */
const daySchema = required().pipe(z.iso.date(M.date))

/** A whole number typed in a text field (the form's value is the text) or sent as a number. */
const ageSchema = z.preprocess(
  (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value),
  z
    .number({ error: (issue) => (issue.input === undefined ? M.required : M.number) })
    .int(M.number)
    .min(AGE_MIN)
    .max(AGE_MAX),
)

const passwordSchema = required()
  .min(PASSWORD_MIN)
  .max(PASSWORD_MAX)
  .regex(/[a-z]/, M.passwordLower)
  .regex(/[A-Z]/, M.passwordUpper)
  .regex(/\d/, M.passwordDigit)
  .regex(/[^a-zA-Z0-9]/, M.passwordSymbol)

const fields = z.object({
  fullName: required().min(2).max(60),
  username: demoUsernameSchema,
  email: required().pipe(z.email(M.email).max(254)),
  age: ageSchema,
  bio: z.string().trim().max(BIO_MAX),
  password: passwordSchema,
  confirmPassword: z.string().min(1, M.required),
  startDate: daySchema,
  endDate: daySchema,
  acceptTerms: z.boolean().refine((ticked) => ticked, M.termsRequired),
})

/** Runs a cross-field rule once the fields it compares are themselves valid (zod skips it otherwise). */
const whenValid =
  <K extends keyof typeof fields.shape>(...keys: K[]) =>
  (payload: { value: unknown }) => {
    const form = (payload.value ?? {}) as Record<string, unknown>
    return keys.every((key) => fields.shape[key].safeParse(form[key]).success)
  }

export const formValidationDemoSchema = fields
  .refine((form) => form.password === form.confirmPassword, {
    message: M.passwordsDiffer,
    path: ['confirmPassword'],
    when: whenValid('password', 'confirmPassword'),
  })
  .refine((form) => form.endDate > form.startDate, {
    message: M.endBeforeStart,
    path: ['endDate'],
    when: whenValid('startDate', 'endDate'),
  })
/** What the form holds (the age as typed). */
export type FormValidationDemoInput = z.input<typeof formValidationDemoSchema>
export type FormValidationDemo = z.output<typeof formValidationDemoSchema>

/** 200 of POST /api/forms/validation-demo: what would be saved (the passwords are not echoed). */
export const formValidationDemoResultSchema = z.object({
  fullName: z.string(),
  username: z.string(),
  email: z.string(),
  age: z.number().int(),
  bio: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  acceptTerms: z.boolean(),
})
export type FormValidationDemoResult = z.infer<typeof formValidationDemoResultSchema>

/** GET /api/forms/username-availability?username= */
export const usernameAvailabilityQuerySchema = z.object({ username: demoUsernameSchema })
export type UsernameAvailabilityQuery = z.infer<typeof usernameAvailabilityQuerySchema>

export const usernameAvailabilitySchema = z.object({ available: z.boolean() })
export type UsernameAvailability = z.infer<typeof usernameAvailabilitySchema>
