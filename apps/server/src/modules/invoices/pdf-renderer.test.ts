// Issue 32, point 7: invoice PDFs are drawn off the event loop, in a bounded pool of worker threads.
import { threadId } from 'node:worker_threads'
import { describe, expect, it } from 'vitest'
import { useTestAppWithLogins } from '../../test/test-app.js'

const { api, tokens } = useTestAppWithLogins({ pdfWorkers: 2 })

describe('invoice PDFs', () => {
  it('are drawn in worker threads, never on the thread that serves requests', async () => {
    const { invoices } = (await api.request('/api/apps/invoice?itemsPerPage=3', { token: tokens.admin }))
      .json as { invoices: { id: number }[] }
    const answers = await Promise.all(
      invoices.map((invoice) =>
        api.app.request(`/api/apps/invoice/${invoice.id}/pdf?lang=en`, {
          headers: { authorization: `Bearer ${tokens.admin}` },
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
