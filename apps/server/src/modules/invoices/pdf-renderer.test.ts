// Issue 32, point 7: invoice PDFs are drawn off the event loop, in a bounded pool of worker threads.
import { threadId } from 'node:worker_threads'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWorkerPool, WorkerPoolBusyError } from '../../lib/worker-pool.js'
import { createTestAppWithLogins, type TestApp } from '../../test/test-app.js'
import type { PdfTask } from './pdf-worker.js'

let api: TestApp
let adminToken: string

beforeAll(async () => {
  ;({ api, adminToken } = await createTestAppWithLogins({ pdfWorkers: 2 }))
})
afterAll(() => api.close())

describe('invoice PDFs', () => {
  it('are drawn in worker threads, never on the thread that serves requests', async () => {
    const { invoices } = (await api.request('/api/apps/invoice?itemsPerPage=3', { token: adminToken }))
      .json as { invoices: { id: number }[] }
    const answers = await Promise.all(
      invoices.map((invoice) =>
        api.app.request(`/api/apps/invoice/${invoice.id}/pdf?lang=en`, {
          headers: { authorization: `Bearer ${adminToken}` },
        }),
      ),
    )
    for (const answer of answers) {
      expect(answer.status).toBe(200)
      expect(
        Buffer.from(await answer.arrayBuffer())
          .subarray(0, 5)
          .toString('latin1'),
      ).toBe('%PDF-')
    }
    const stats = api.pdf.stats()
    expect(stats.completed).toBe(3)
    expect(stats.workers).toBeGreaterThanOrEqual(1)
    expect(stats.workers).toBeLessThanOrEqual(2)
    expect(stats.threadIds.length).toBeGreaterThan(0)
    expect(stats.threadIds).not.toContain(threadId)
  })
})

describe('the worker pool', () => {
  const pool = createWorkerPool<PdfTask | { detail: null; language: 'en' }, Uint8Array>({
    file: new URL('./pdf-worker.js', import.meta.url),
    size: 1,
    maxQueue: 1,
    taskTimeoutMs: 60_000,
  })
  afterAll(() => pool.close())

  it('refuses a task at once when its workers are busy and its queue is full, and reports a failed task', async () => {
    const broken = { detail: null, language: 'en' } as const
    const [first, second, third] = await Promise.allSettled([
      pool.run(broken),
      pool.run(broken),
      pool.run(broken),
    ])
    expect(third).toMatchObject({ status: 'rejected', reason: expect.any(WorkerPoolBusyError) })
    // A task that throws in the worker rejects; the worker stays and serves the queued one.
    expect(first.status).toBe('rejected')
    expect(second.status).toBe('rejected')
    expect(pool.stats()).toMatchObject({ workers: 1, busy: 0, queued: 0, completed: 2 })
  })
})

describe('a task past its deadline', () => {
  it('rejects, and its worker is stopped', async () => {
    const pool = createWorkerPool<{ detail: null; language: 'en' }, Uint8Array>({
      file: new URL('./pdf-worker.js', import.meta.url),
      size: 1,
      maxQueue: 1,
      // Shorter than a worker's start: the first task cannot finish in time.
      taskTimeoutMs: 1,
    })
    try {
      await expect(pool.run({ detail: null, language: 'en' })).rejects.toThrow(/longer than 1 ms/)
      expect(pool.stats()).toMatchObject({ workers: 0, busy: 0 })
    } finally {
      await pool.close()
    }
  })
})
