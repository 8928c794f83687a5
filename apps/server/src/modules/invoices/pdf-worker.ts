// The invoice PDF's thread (worker-pool.ts): drawing a PDF is ~45 ms of CPU per page of lines, long
// enough to stall every other request if it ran on the event loop.
import { setPriority } from 'node:os'
import { parentPort, threadId } from 'node:worker_threads'
import type { InvoiceDetail } from '@aurum/shared'
import type { WorkerReady, WorkerReply } from '../../lib/worker-pool.js'
import { renderInvoicePdf, type PdfLanguage } from './pdf.js'

export type PdfTask = { detail: InvoiceDetail; language: PdfLanguage }

const port = parentPort
if (!port) throw new Error('pdf-worker.ts runs as a worker thread (see pdf-renderer.ts)')

// On Linux a nice value belongs to the thread that sets it: the PDF yields a shared core to the
// event loop (and to the database, in-process with PGlite) instead of taking turns with them.
if (process.platform === 'linux') {
  try {
    setPriority(10)
  } catch {
    // Not allowed here (a container's policy): the PDF runs at the usual priority.
  }
}

port.on('message', ({ id, task }: { id: number; task: PdfTask }) => {
  renderInvoicePdf(task.detail, task.language).then(
    (pdf) => {
      // Its own buffer (pdfkit's may share a pooled slab), handed over without a copy.
      const result = new Uint8Array(pdf)
      const reply: WorkerReply<Uint8Array> = { id, threadId, ok: true, result }
      port.postMessage(reply, [result.buffer])
    },
    (error: unknown) => {
      const reply: WorkerReply<Uint8Array> = {
        id,
        threadId,
        ok: false,
        error: error instanceof Error ? error.message : String(error),
      }
      port.postMessage(reply)
    },
  )
})
const ready: WorkerReady = { ready: true }
port.postMessage(ready)
