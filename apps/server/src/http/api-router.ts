// Declares API routes once: path, access rule, zod schemas and answers. The router checks the
// token and the ability, validates params, query and body, and records the definition for the
// OpenAPI document and for the route-permission snapshot test.
import { Hono, type Context } from 'hono'
import type { z } from 'zod'
import { COMMON_MESSAGES, type Action, type Subject } from '@aurum/shared'
import type { AuthContext } from '../auth/types.js'
import { type ApiProblem, badRequest, forbidden, invalidInput, unauthorized } from './errors.js'
import { unusableTextIn } from './input-guard.js'
import { assertDeclaredLengthWithin, JSON_BODY_MAX_BYTES, readBodyWithin } from './request-body.js'

export type AppEnv = { Variables: { auth: AuthContext | null } }
export type AppContext = Context<AppEnv>

/** public: anyone; authenticated: any valid token; otherwise the ability to do `action` on `subject`. */
export type RouteAccess = 'public' | 'authenticated' | { action: Action; subject: Subject }

type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete'
type AnySchema = z.ZodType

export type FileUploadBody = {
  /** The form field holding the file. */
  field: string
  /** The media types the server accepts (it checks the content, not the declared type). */
  mediaTypes: readonly string[]
  maxBytes: number
}

export type RouteResponse = { description: string; schema?: AnySchema; contentType?: string }

export type RouteDefinition<
  P extends AnySchema | undefined = AnySchema | undefined,
  Q extends AnySchema | undefined = AnySchema | undefined,
  B extends AnySchema | undefined = AnySchema | undefined,
> = {
  path: string
  summary: string
  description?: string
  tags: string[]
  access: RouteAccess
  params?: P
  query?: Q
  body?: B
  /** The largest body this route reads (default JSON_BODY_MAX_BYTES); larger ones get 413 unread. */
  maxBodyBytes?: number
  /**
   * A multipart/form-data body with one file field, which the handler reads itself (the router
   * parses JSON bodies only): declared so the OpenAPI document tells a client how to send it.
   */
  fileUpload?: FileUploadBody
  responses: Record<number, RouteResponse>
}

export type RegisteredRoute = RouteDefinition & { method: HttpMethod }

type Parsed<S> = S extends AnySchema ? z.output<S> : undefined

/** The caller's session as a route's access rule guarantees it: only a public route may have none. */
type SessionOf<A extends RouteAccess> = A extends 'public' ? AuthContext | null : AuthContext

type RouteInput<P, Q, B, A extends RouteAccess = RouteAccess> = {
  params: Parsed<P>
  query: Parsed<Q>
  body: Parsed<B>
  /** Non-null on every route whose access is not 'public' (checked before the handler runs). */
  auth: SessionOf<A>
}

type Handler<P, Q, B, A extends RouteAccess> = (
  c: AppContext,
  input: RouteInput<P, Q, B, A>,
) => Response | Promise<Response>

/** Repeated query keys become arrays (`calendars=a&calendars=b`); single ones stay strings. */
function readQuery(c: AppContext): Record<string, string | string[]> {
  const all = c.req.queries()
  const query: Record<string, string | string[]> = {}
  for (const [key, values] of Object.entries(all)) {
    query[key] = values.length === 1 ? (values[0] as string) : values
  }
  return query
}

const utf8 = new TextDecoder('utf-8', { fatal: true })

async function readJsonBody(c: AppContext): Promise<unknown> {
  let text: string
  try {
    text = utf8.decode(await readBodyWithin(c, JSON_BODY_MAX_BYTES))
  } catch (error) {
    if (error instanceof TypeError) throw badRequest({ body: [COMMON_MESSAGES.invalidUtf8] })
    throw error
  }
  if (!text.trim()) return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw badRequest({ body: [COMMON_MESSAGES.invalidJson] })
  }
}

function parseWith<S extends AnySchema>(schema: S, value: unknown, root: string): z.output<S> {
  const unusable = unusableTextIn(value, root)
  if (Object.keys(unusable).length) throw badRequest(unusable)
  const result = schema.safeParse(value)
  if (!result.success) throw invalidInput(result.error, root)
  return result.data
}

function checkAccess(access: RouteAccess, auth: AuthContext | null): void {
  if (access === 'public') return
  if (!auth) throw unauthorized()
  if (access === 'authenticated') return
  if (!auth.ability.can(access.action, access.subject)) throw forbidden()
}

export class ApiRouter {
  readonly app = new Hono<AppEnv>()
  readonly routes: RegisteredRoute[] = []

  get<P extends AnySchema | undefined, Q extends AnySchema | undefined, const A extends RouteAccess>(
    definition: RouteDefinition<P, Q, undefined> & { access: A },
    handler: Handler<P, Q, undefined, A>,
  ) {
    return this.add('get', definition, handler)
  }

  post<
    P extends AnySchema | undefined,
    Q extends AnySchema | undefined,
    B extends AnySchema | undefined,
    const A extends RouteAccess,
  >(definition: RouteDefinition<P, Q, B> & { access: A }, handler: Handler<P, Q, B, A>) {
    return this.add('post', definition, handler)
  }

  put<
    P extends AnySchema | undefined,
    Q extends AnySchema | undefined,
    B extends AnySchema | undefined,
    const A extends RouteAccess,
  >(definition: RouteDefinition<P, Q, B> & { access: A }, handler: Handler<P, Q, B, A>) {
    return this.add('put', definition, handler)
  }

  patch<
    P extends AnySchema | undefined,
    Q extends AnySchema | undefined,
    B extends AnySchema | undefined,
    const A extends RouteAccess,
  >(definition: RouteDefinition<P, Q, B> & { access: A }, handler: Handler<P, Q, B, A>) {
    return this.add('patch', definition, handler)
  }

  delete<P extends AnySchema | undefined, Q extends AnySchema | undefined, const A extends RouteAccess>(
    definition: RouteDefinition<P, Q, undefined> & { access: A },
    handler: Handler<P, Q, undefined, A>,
  ) {
    return this.add('delete', definition, handler)
  }

  /** Registers routes declared elsewhere (e.g. listRoutes) in the chain's order. */
  include(register: (router: this) => unknown): this {
    register(this)
    return this
  }

  private add<
    P extends AnySchema | undefined,
    Q extends AnySchema | undefined,
    B extends AnySchema | undefined,
    A extends RouteAccess,
  >(method: HttpMethod, definition: RouteDefinition<P, Q, B>, handler: Handler<P, Q, B, A>): this {
    this.routes.push({ ...definition, method } as RegisteredRoute)
    this.app.on(method.toUpperCase(), definition.path, async (c) => {
      assertDeclaredLengthWithin(c, definition.maxBodyBytes ?? JSON_BODY_MAX_BYTES)
      const auth = c.get('auth') ?? null
      checkAccess(definition.access, auth)
      const params = definition.params ? parseWith(definition.params, c.req.param(), 'params') : undefined
      const query = definition.query ? parseWith(definition.query, readQuery(c), 'query') : undefined
      const body = definition.body ? parseWith(definition.body, await readJsonBody(c), 'body') : undefined
      // checkAccess has thrown unless the access rule is public or the session exists.
      return handler(c, { params, query, body, auth } as RouteInput<P, Q, B, A>)
    })
    return this
  }
}

export function problemResponse(c: AppContext, problem: ApiProblem): Response {
  for (const [name, value] of Object.entries(problem.headers)) c.header(name, value)
  return c.json(problem.body, problem.status)
}
