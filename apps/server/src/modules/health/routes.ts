import { z } from 'zod'
import type { DatabaseKind } from '../../db/client.js'
import { ApiRouter } from '../../http/api-router.js'

const healthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) })

export function createHealthRouter({ dbKind }: { dbKind: DatabaseKind }) {
  return new ApiRouter().get(
    {
      path: '/health',
      summary: 'Liveness, and which database this instance uses',
      tags: ['platform'],
      access: 'public',
      responses: { 200: { description: 'Up', schema: healthSchema } },
    },
    (c) => c.json({ status: 'ok' as const, database: dbKind }),
  )
}
