// The multi-step registration (/pages/authentication/register-multi-steps): the account of
// POST /api/auth/register plus the personal details and the plan it asks for, which the new
// account keeps (name and phone in the profile, the address as the profile's and the billing
// address, the plan as the subscription). Apart from auth.ts so that /login does not load the
// country and postal-code tables.
import { z } from 'zod'
import { USER_PLANS } from '../constants/index.js'
import { AUTH_MESSAGES as M } from './auth-messages.js'
import { registerBodySchema } from './auth.js'
import { countryCodeSchema } from './countries.js'
import { postalCodeFitsCountry, postalCodeSchema } from './postal-codes.js'
import { PHONE_PATTERN } from './users.js'

/** The details' fields, for a form that adds its own (the refined schema below cannot be extended). */
export const registerDetailsFields = z.object({
  firstName: z.string().trim().min(1, M.required).max(60),
  lastName: z.string().trim().min(1, M.required).max(60),
  mobile: z.string().trim().regex(PHONE_PATTERN, M.phone),
  /** The street line, as the account page's address. */
  address: z.string().trim().min(1, M.required).max(200),
  state: z.string().trim().max(80).default(''),
  zipCode: postalCodeSchema.default(''),
  /** An ISO 3166-1 alpha-2 code. */
  country: countryCodeSchema,
  plan: z.enum(USER_PLANS),
})
/** A postal code in the chosen country's format (the issue lands on zipCode). */
export const registerZipCodeFitsCountry = postalCodeFitsCountry({ postalCode: 'zipCode', country: 'country' })
export const registerDetailsSchema = registerDetailsFields.superRefine(registerZipCodeFitsCountry)
export type RegisterDetails = z.infer<typeof registerDetailsSchema>
export type RegisterDetailsInput = z.input<typeof registerDetailsSchema>

/** POST /api/auth/register: the account, and the details when the multi-step form sends them. */
export const registrationBodySchema = registerBodySchema.extend({
  details: registerDetailsSchema.optional(),
})
export type RegistrationBody = z.infer<typeof registrationBodySchema>
export type RegistrationBodyInput = z.input<typeof registrationBodySchema>
