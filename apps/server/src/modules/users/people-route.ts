// The people look-up of the forms that pick Aurum users (calendar guests, kanban members): one
// route per area, under its own path and ability, answering id, name and avatar only.
import { peopleQuerySchema, personSchema, type Subject } from '@aurum/shared'
import { z } from 'zod'
import type { Db } from '../../db/client.js'
import type { ApiRouter, RouteResponse } from '../../http/api-router.js'
import * as usersService from './service.js'

export type PeopleRouteSpec = {
  path: string
  /** Reading this subject lets the caller look people up (whoever may use the form). */
  subject: Subject
  tags: string[]
  /** What the people are chosen as, for the summary: 'guests', 'members'. */
  chosenAs: string
  invalid: RouteResponse
}

export const peopleRoute = (db: Db, spec: PeopleRouteSpec) => (router: ApiRouter) =>
  router.get(
    {
      path: spec.path,
      summary: `Aurum users to choose as ${spec.chosenAs}: q matches the name (the first 20 by name), or ids (repeated) answers those; id, name and avatar only`,
      tags: spec.tags,
      access: { action: 'read', subject: spec.subject },
      query: peopleQuerySchema,
      responses: {
        200: { description: 'People by name', schema: z.array(personSchema) },
        400: spec.invalid,
      },
    },
    async (c, { query }) => c.json(await usersService.lookUpPeople(db, query)),
  )
