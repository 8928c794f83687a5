// HTTP of /api/pages/profile (spec section 7): the signed-in user's header, tab cards, project
// table, and the Connect button of a connection.
import {
  fieldErrorsSchema,
  messageSchema,
  profileConnectionIndexParamSchema,
  profileConnectionSchema,
  profileConnectionUpdateSchema,
  profileHeaderSchema,
  profileProjectListQuerySchema,
  profileProjectListResponseSchema,
  profileTabQuerySchema,
  profileTabResponseSchema,
} from '@aurum/shared'
import type { Db } from '../../db/client.js'
import { ApiRouter } from '../../http/api-router.js'
import * as profileService from './service.js'

export function createProfileRouter({ db }: { db: Db }) {
  return new ApiRouter()
    .get(
      {
        path: '/pages/profile/header',
        summary: "The signed-in user's profile header (built from the account when no profile is stored)",
        tags: ['profile'],
        access: 'authenticated',
        responses: { 200: { description: 'The profile header', schema: profileHeaderSchema } },
      },
      async (c, { auth }) => c.json(await profileService.getHeader(db, auth.user)),
    )
    .get(
      {
        path: '/pages/profile',
        summary: "The cards of one tab of the signed-in user's profile (empty lists when none are stored)",
        description:
          'tab=profile answers an object (about, contacts, teams, overview, connections, teamsTech); teams, projects and connections answer a list.',
        tags: ['profile'],
        access: 'authenticated',
        query: profileTabQuerySchema,
        responses: {
          200: { description: "The tab's data", schema: profileTabResponseSchema },
          400: { description: 'Unknown tab', schema: fieldErrorsSchema },
        },
      },
      async (c, { auth, query }) => c.json(await profileService.getTab(db, auth.user.id, query.tab)),
    )
    .get(
      {
        path: '/pages/profile/projects',
        summary: "The signed-in user's project table: search name or leader, sort and page",
        tags: ['profile'],
        access: 'authenticated',
        query: profileProjectListQuerySchema,
        responses: {
          200: { description: 'A page of projects', schema: profileProjectListResponseSchema },
          400: { description: 'Invalid query', schema: fieldErrorsSchema },
        },
      },
      async (c, { auth, query }) => c.json(await profileService.listProjects(db, auth.user.id, query)),
    )
    .put(
      {
        path: '/pages/profile/connections/:index',
        summary: 'Connect to or disconnect from the connection at this position of the connections tab',
        tags: ['profile'],
        access: 'authenticated',
        params: profileConnectionIndexParamSchema,
        body: profileConnectionUpdateSchema,
        responses: {
          200: { description: 'The updated connection', schema: profileConnectionSchema },
          400: { description: 'Invalid index or body', schema: fieldErrorsSchema },
          404: { description: "'Connection not found'", schema: messageSchema },
        },
      },
      async (c, { auth, params, body }) =>
        c.json(await profileService.setConnection(db, auth.user.id, params.index, body.isConnected)),
    )
}
