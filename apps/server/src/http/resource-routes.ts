// The routes most resources have on their own path, declared once: one record by id (GET
// <path>/:id), create (POST <path>), replace (PUT <path>/:id) and delete (DELETE <path>/:id → 204).
// Each takes the resource's subject for its access rule (read, create, update, delete), its tags
// and its usual answers; a route adds what is its own (summary, schemas, other answers) and the
// service call. Routes that do something else stay plain `router.get(…)` declarations.
import type { z } from 'zod'
import { idParamSchema, type Subject } from '@aurum/shared'
import type { AuthContext } from '../auth/types.js'
import type { ApiRouter, AppContext, RouteResponse } from './api-router.js'

type AnySchema = z.ZodType
type Answers = Record<number, RouteResponse>

export type ResourceSpec = {
  /** The collection's path, e.g. '/apps/roles'; the record routes add '/:id'. */
  path: string
  subject: Subject
  tags: string[]
  /** The 404 of the record routes. */
  notFound: RouteResponse
  /** The 400 of the routes with a body. */
  invalid: RouteResponse
  /** The id parameter, when the module's differs from the shared idParamSchema. */
  idParams?: z.ZodType<{ id: number }>
  /** Answers every route of the resource declares as well (e.g. 401 and 403 where they are documented). */
  everyRoute?: Answers
}

type RouteText = { summary: string; description?: string; responses?: Answers }

/** A record route's answer: the service's record, or a 404 with an empty body when it has none (spec section 8). */
export const jsonOr404 = (c: AppContext, record: unknown) =>
  record == null ? c.body(null, 404) : c.json(record)

export function resourceRoutes(spec: ResourceSpec) {
  const { tags, subject } = spec
  const itemPath = `${spec.path}/:id`
  const params = spec.idParams ?? idParamSchema
  const text = ({ summary, description }: RouteText) => ({ summary, description, tags })

  return {
    /** GET <path> with a query (search, filters, paging) → 200 with the page. */
    list:
      <Q extends AnySchema>(
        route: RouteText & {
          query: Q
          answer: RouteResponse
          list: (query: z.output<Q>, auth: AuthContext) => Promise<unknown>
        },
      ) =>
      (router: ApiRouter) =>
        router.get(
          {
            path: spec.path,
            ...text(route),
            access: { action: 'read', subject },
            query: route.query,
            responses: { 200: route.answer, 400: spec.invalid, ...spec.everyRoute, ...route.responses },
          },
          async (c, input) => c.json(await route.list(input.query as z.output<Q>, input.auth)),
        ),

    /** GET <path>/:id; a service that answers nothing gets a 404 with an empty body. */
    get:
      (
        route: RouteText & {
          answer: RouteResponse
          read: (id: number, auth: AuthContext) => Promise<unknown>
        },
      ) =>
      (router: ApiRouter) =>
        router.get(
          {
            path: itemPath,
            ...text(route),
            access: { action: 'read', subject },
            params,
            responses: { 200: route.answer, 404: spec.notFound, ...spec.everyRoute, ...route.responses },
          },
          async (c, input) => jsonOr404(c, await route.read(input.params.id, input.auth)),
        ),

    /** POST <path> → 201 with the created record. */
    create:
      <B extends AnySchema>(
        route: RouteText & {
          body: B
          schema: AnySchema
          create: (body: z.output<B>, auth: AuthContext) => Promise<unknown>
        },
      ) =>
      (router: ApiRouter) =>
        router.post(
          {
            path: spec.path,
            ...text(route),
            access: { action: 'create', subject },
            body: route.body,
            responses: {
              201: { description: 'Created', schema: route.schema },
              400: spec.invalid,
              ...spec.everyRoute,
              ...route.responses,
            },
          },
          async (c, input) => c.json(await route.create(input.body as z.output<B>, input.auth), 201),
        ),

    /** PUT <path>/:id → 200 with the saved record; a service that answers nothing gets a 404 with an empty body. */
    update:
      <B extends AnySchema>(
        route: RouteText & {
          body: B
          answer: RouteResponse
          update: (id: number, body: z.output<B>, auth: AuthContext) => Promise<unknown>
        },
      ) =>
      (router: ApiRouter) =>
        router.put(
          {
            path: itemPath,
            ...text(route),
            access: { action: 'update', subject },
            params,
            body: route.body,
            responses: {
              200: route.answer,
              400: spec.invalid,
              404: spec.notFound,
              ...spec.everyRoute,
              ...route.responses,
            },
          },
          async (c, input) =>
            jsonOr404(c, await route.update(input.params.id, input.body as z.output<B>, input.auth)),
        ),

    /** DELETE <path>/:id → 204; a service that answers false (nothing deleted) gets a 404 with an empty body. */
    remove:
      (route: RouteText & { remove: (id: number, auth: AuthContext) => Promise<boolean | void> }) =>
      (router: ApiRouter) =>
        router.delete(
          {
            path: itemPath,
            ...text(route),
            access: { action: 'delete', subject },
            params,
            responses: {
              204: { description: 'Deleted' },
              404: spec.notFound,
              ...spec.everyRoute,
              ...route.responses,
            },
          },
          async (c, input) =>
            c.body(null, (await route.remove(input.params.id, input.auth)) === false ? 404 : 204),
        ),
  }
}
