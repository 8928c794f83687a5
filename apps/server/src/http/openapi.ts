// The OpenAPI 3.1 document, generated from the routes' own zod schemas (zod's JSON Schema output,
// which is OpenAPI 3.1's schema dialect), so the document cannot drift from the validation.
import type { Context } from 'hono'
import { z } from 'zod'
import type { FileUploadBody, RegisteredRoute } from './api-router.js'

type JsonSchema = { properties?: Record<string, unknown>; required?: string[]; [key: string]: unknown }

function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema
  delete json.$schema
  return json
}

/** OpenAPI 3.1's form of a file in a multipart body: a string of binary content in its field. */
function fileUploadRequestBody(upload: FileUploadBody) {
  const accepted = upload.mediaTypes.join(', ')
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          required: [upload.field],
          properties: {
            [upload.field]: {
              type: 'string',
              // format binary is OpenAPI 3.0's spelling, still read by most client generators.
              format: 'binary',
              contentMediaType: 'application/octet-stream',
              description: `One file of at most ${upload.maxBytes} bytes: ${accepted}.`,
            },
          },
        },
        encoding: { [upload.field]: { contentType: accepted } },
      },
    },
  }
}

function parametersOf(schema: z.ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return []
  const json = toJsonSchema(schema, 'input')
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }))
}

function accessText(route: RegisteredRoute): string {
  if (route.access === 'public') return 'Public.'
  if (route.access === 'authenticated') return 'Requires a valid access token.'
  return `Requires the ability to \`${route.access.action}\` \`${route.access.subject}\`.`
}

export function buildOpenApiDocument(routes: RegisteredRoute[], prefix = '/api') {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const route of routes) {
    const path = prefix + route.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')
    const responses: Record<string, unknown> = {}
    for (const [status, answer] of Object.entries(route.responses)) {
      responses[status] = {
        description: answer.description,
        ...(answer.schema
          ? {
              content: {
                [answer.contentType ?? 'application/json']: { schema: toJsonSchema(answer.schema, 'output') },
              },
            }
          : answer.contentType
            ? { content: { [answer.contentType]: {} } }
            : {}),
      }
    }
    if (route.access !== 'public') {
      responses['401'] ??= { description: 'Missing, expired or revoked access token' }
      if (typeof route.access === 'object') responses['403'] ??= { description: 'The user lacks the ability' }
    }
    if (route.query || route.body || route.params) responses['400'] ??= { description: 'Invalid input' }
    ;(paths[path] ??= {})[route.method] = {
      summary: route.summary,
      description: [route.description, accessText(route)].filter(Boolean).join('\n\n'),
      tags: route.tags,
      operationId: `${route.method}${path.replace(/[^A-Za-z0-9]+(.)?/g, (_, char: string | undefined) => (char ?? '').toUpperCase())}`,
      ...(route.access === 'public' ? { security: [] } : {}),
      ...(typeof route.access === 'object' ? { 'x-permission': route.access } : {}),
      parameters: [...parametersOf(route.params, 'path'), ...parametersOf(route.query, 'query')],
      ...(route.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: toJsonSchema(route.body, 'input') } },
            },
          }
        : route.fileUpload
          ? { requestBody: fileUploadRequestBody(route.fileUpload) }
          : {}),
      responses,
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Aurum API',
      version: '0.1.0',
      description:
        'The API of Aurum, the admin dashboard. Log in with POST /api/auth/login and send `Authorization: Bearer <accessToken>`. ' +
        'Errors carry a stable code with parameters, and its English text for people: ' +
        'invalid input answers 400 (and a conflict on named fields 409) with ' +
        '`{ errors: { field: ["English reason"] }, codes: { field: [{ code, params }] } }`, e.g. ' +
        '`{ errors: { email: ["Invalid email or password"] }, codes: { email: [{ code: "auth.invalidCredentials" }] } }`; ' +
        'every other error answers `{ message, code, params? }`, e.g. 404 `{ message: "User not found", code: "users.notFound" }`. ' +
        'Codes are `area.key` (`validation.*` for a check without a message of its own, e.g. ' +
        '`{ code: "validation.too_big.string", params: { maximum: 120, inclusive: true, origin: "string" } }`); ' +
        'the English text may be reworded, the code stays. Exceptions kept from the spec: a missing product, review or ' +
        'customer answers 404 with an empty body, and deleting an order answers 204 whether or not it existed.',
    },
    servers: [{ url: '/' }],
    components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    security: [{ bearerAuth: [] }],
    paths,
  }
}

/**
 * A self-contained reference page (no CDN): it reads /api/openapi.json and lists every operation.
 * Its code is a separate same-origin file (API_DOCS_SCRIPT at /api/docs/docs.js), not an inline
 * <script>: the Content-Security-Policy (http/security-headers.ts) runs scripts from the origin only.
 */
export const API_DOCS_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Aurum API reference</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f7f7f9;color:#2f2b3d}
header{background:#2f2b3d;color:#fff;padding:20px 32px}header h1{margin:0;font-size:22px}
main{max-width:1100px;margin:0 auto;padding:24px}h2{margin-top:32px;text-transform:capitalize}
details{background:#fff;border:1px solid #e4e4e9;border-radius:8px;margin:8px 0}
summary{cursor:pointer;padding:10px 14px;display:flex;gap:12px;align-items:center}
.m{font:600 12px monospace;padding:3px 8px;border-radius:4px;color:#fff;min-width:52px;text-align:center}
.get{background:#28c76f}.post{background:#7367f0}.put{background:#ff9f43}.patch{background:#00bad1}.delete{background:#ff4c51}
code,pre{font-family:ui-monospace,monospace;font-size:12px}pre{background:#f3f3f6;padding:10px;border-radius:6px;overflow:auto;max-height:320px}
.body{padding:0 14px 14px}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #eee;padding:4px 6px;text-align:left;font-size:13px}
.perm{font-size:12px;color:#6d6b77;margin-inline-start:auto}
header a{color:#dfd271}
</style></head><body><header><h1>Aurum API reference</h1><div>OpenAPI document: <a href="/api/openapi.json">/api/openapi.json</a></div></header>
<main id="root">Loading…</main>
<script src="/api/docs/docs.js"></script></body></html>`

/** Fetches the OpenAPI document and renders one collapsible entry per operation. */
const API_DOCS_SCRIPT = `fetch('/api/openapi.json').then(r=>r.json()).then(doc=>{
  const esc=s=>String(s).replace(/[&<>"]/g,c=>({'&':'&amp;','<':'&lt;','>':'&gt;','"':'&quot;'}[c]));
  const groups={};
  for(const [path,ops] of Object.entries(doc.paths))for(const [method,op] of Object.entries(ops))(groups[op.tags[0]]??=[]).push({path,method,op});
  let html='<p>'+esc(doc.info.description)+'</p>';
  for(const [tag,list] of Object.entries(groups)){
    html+='<h2>'+esc(tag)+'</h2>';
    for(const {path,method,op} of list){
      const perm=op['x-permission']?op['x-permission'].action+' '+op['x-permission'].subject:(op.security&&op.security.length===0?'public':'logged in');
      html+='<details><summary><span class="m '+method+'">'+method.toUpperCase()+'</span><code>'+esc(path)+'</code><span>'+esc(op.summary)+'</span><span class="perm">'+esc(perm)+'</span></summary><div class="body">';
      html+='<p>'+esc(op.description)+'</p>';
      if(op.parameters.length){html+='<table><tr><th>parameter</th><th>in</th><th>schema</th></tr>'+op.parameters.map(p=>'<tr><td><code>'+esc(p.name)+'</code>'+(p.required?' *':'')+'</td><td>'+p.in+'</td><td><code>'+esc(JSON.stringify(p.schema))+'</code></td></tr>').join('')+'</table>'}
      if(op.requestBody)for(const [type,body] of Object.entries(op.requestBody.content))html+='<h4>Body ('+esc(type)+')</h4><pre>'+esc(JSON.stringify(body.schema,null,2))+'</pre>';
      for(const [status,r] of Object.entries(op.responses)){html+='<h4>'+status+' — '+esc(r.description)+'</h4>';const c=r.content&&r.content['application/json'];if(c&&c.schema)html+='<pre>'+esc(JSON.stringify(c.schema,null,2))+'</pre>'}
      html+='</div></details>';
    }
  }
  document.getElementById('root').innerHTML=html;
}).catch(e=>{document.getElementById('root').textContent='Could not load the API document: '+e});
`

/** Serves API_DOCS_SCRIPT; no-cache like the page, so both change together on an upgrade. */
export function apiDocsScript(c: Context): Response {
  return c.body(API_DOCS_SCRIPT, 200, {
    'Content-Type': 'text/javascript; charset=utf-8',
    'Cache-Control': 'no-cache',
  })
}
