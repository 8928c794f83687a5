// Invoice PDFs drawn in a pool of worker threads (pdf-worker.ts), so that ten 100-line invoices at
// once leave the event loop free for every other request. Sized by cores: one core stays for the
// event loop (PDF_WORKERS overrides); 100 renders may wait, more get 503 with Retry-After.
import { availableParallelism } from 'node:os'
import { COMMON_MESSAGES, type InvoiceDetail } from '@aurum/shared'
import { ApiProblem, messageBody } from '../../http/errors.js'
import { createWorkerPool, WorkerPoolBusyError } from '../../lib/worker-pool.js'
import type { PdfLanguage } from './pdf.js'
import type { PdfTask } from './pdf-worker.js'

const defaultPdfWorkers = () => Math.max(1, Math.min(4, availableParallelism() - 1))
/** Renders that may wait for a worker: ten 100-line PDFs take ~2 s on one worker, 100 ~20 s. */
const MAX_QUEUED = 100
/** A PDF of 100 lines takes well under a second; one that takes this long is stuck. */
const RENDER_TIMEOUT_MS = 30_000

export function createPdfRenderer(options: { workers?: number } = {}) {
  const pool = createWorkerPool<PdfTask, Uint8Array>({
    file: new URL('./pdf-worker.js', import.meta.url),
    size: options.workers ?? defaultPdfWorkers(),
    maxQueue: MAX_QUEUED,
    taskTimeoutMs: RENDER_TIMEOUT_MS,
  })
  return {
    async render(detail: InvoiceDetail, language: PdfLanguage): Promise<Buffer> {
      try {
        const { result } = await pool.run({ detail, language })
        return Buffer.from(result.buffer, result.byteOffset, result.byteLength)
      } catch (error) {
        if (error instanceof WorkerPoolBusyError)
          throw new ApiProblem(503, messageBody(COMMON_MESSAGES.busy), { 'Retry-After': '5' })
        throw error
      }
    },
    stats: pool.stats,
    close: pool.close,
  }
}

export type PdfRenderer = ReturnType<typeof createPdfRenderer>
