// HTTP of the form showcases (/forms/form-validation): GET /api/forms/username-availability and
// POST /api/forms/validation-demo, for any signed-in user. Nothing is stored.
import {
  fieldErrorsSchema,
  formValidationDemoResultSchema,
  formValidationDemoSchema,
  usernameAvailabilityQuerySchema,
  usernameAvailabilitySchema,
} from '@aurum/shared'
import type { Db } from '../../db/client.js'
import { ApiRouter } from '../../http/api-router.js'
import * as formLayoutsService from './service.js'

// The OpenAPI group follows the paths (/api/forms/...), which the module's rename left as they were.
const tags = ['forms']
const badInput = { description: 'Invalid input', schema: fieldErrorsSchema }

export function createFormLayoutsRouter({ db }: { db: Db }) {
  return new ApiRouter()
    .get(
      {
        path: '/forms/username-availability',
        summary: 'Whether a username is free (case-insensitive), and nothing else about the account',
        tags,
        access: 'authenticated',
        query: usernameAvailabilityQuerySchema,
        responses: {
          200: { description: 'Free or taken', schema: usernameAvailabilitySchema },
          400: badInput,
        },
      },
      async (c, { query }) => c.json(await formLayoutsService.usernameAvailability(db, query.username)),
    )
    .post(
      {
        path: '/forms/validation-demo',
        summary:
          "The validation demo's form checked again by the shared schema (and the username's availability); answers what would be saved",
        tags,
        access: 'authenticated',
        body: formValidationDemoSchema,
        responses: {
          200: {
            description: 'The parsed form, without the passwords',
            schema: formValidationDemoResultSchema,
          },
          400: badInput,
        },
      },
      async (c, { body }) => c.json(await formLayoutsService.submitValidationDemo(db, body)),
    )
}
