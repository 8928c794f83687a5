// Public image endpoints (images load without a bearer token): generated avatars and tiles.
import { z } from 'zod'
import { ApiRouter, type AppContext } from '../../http/api-router.js'
import { avatarSvg, imageSvg } from './svg.js'

const svgName = z
  .string()
  .max(200)
  .regex(/\.svg$/, 'must end in .svg')
  .transform((value) => value.slice(0, -4))

function svgResponse(c: AppContext, svg: string) {
  c.header('Content-Type', 'image/svg+xml; charset=utf-8')
  c.header('Cache-Control', 'public, max-age=86400')
  return c.body(svg)
}

export function createMediaRouter() {
  return new ApiRouter()
    .get(
      {
        path: '/media/avatar/:name',
        summary: 'An avatar with the initials of `name` (path ends in .svg)',
        tags: ['media'],
        access: 'public',
        params: z.object({ name: svgName }),
        responses: { 200: { description: 'SVG image', contentType: 'image/svg+xml' } },
      },
      (c, { params }) => svgResponse(c, avatarSvg(params.name)),
    )
    .get(
      {
        path: '/media/image/:kind/:label',
        summary: 'A labelled image tile for products, courses and articles (path ends in .svg)',
        tags: ['media'],
        access: 'public',
        params: z.object({ kind: z.string().max(40), label: svgName }),
        responses: { 200: { description: 'SVG image', contentType: 'image/svg+xml' } },
      },
      (c, { params }) => svgResponse(c, imageSvg(params.kind, params.label)),
    )
}
