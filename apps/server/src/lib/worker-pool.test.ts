// The worker pool's bounds and clocks, with a fixture worker (worker-pool.fixture.ts).
import { threadId } from 'node:worker_threads'
import { describe, expect, it } from 'vitest'
import type { FixtureTask } from './worker-pool.fixture.js'
import { createWorkerPool, WorkerPoolBusyError, type WorkerPoolOptions } from './worker-pool.js'

const poolOf = (options: Partial<WorkerPoolOptions> = {}) =>
  createWorkerPool<FixtureTask, string>({
    file: new URL('./worker-pool.fixture.js', import.meta.url),
    size: 1,
    maxQueue: 1,
    taskTimeoutMs: 60_000,
    ...options,
  })

describe('the worker pool', () => {
  it('runs tasks in another thread, queues up to its bound and refuses the rest at once', async () => {
    const pool = poolOf()
    try {
      const [first, second, third] = await Promise.allSettled([
        pool.run('echo'),
        pool.run('throw'),
        pool.run('echo'),
      ])
      expect(third).toMatchObject({ status: 'rejected', reason: expect.any(WorkerPoolBusyError) })
      expect(first).toMatchObject({ status: 'fulfilled', value: { result: 'echo' } })
      // A task that fails in the worker rejects; the worker stays for the next.
      expect(second).toMatchObject({ status: 'rejected', reason: new Error('thrown') })
      expect(pool.stats()).toMatchObject({ workers: 1, busy: 0, queued: 0, completed: 2 })
      expect(pool.stats().threadIds).not.toContain(threadId)
    } finally {
      await pool.close()
    }
  })

  it('stops a worker whose task runs past its deadline, and serves the queue with a new one', async () => {
    const pool = poolOf({ taskTimeoutMs: 200 })
    try {
      const [hung, next] = await Promise.allSettled([pool.run('hang'), pool.run('echo')])
      expect(hung).toMatchObject({ status: 'rejected', reason: new Error('task ran longer than 200 ms') })
      expect(next).toMatchObject({ status: 'fulfilled', value: { result: 'echo' } })
      expect(pool.stats()).toMatchObject({ workers: 1, completed: 1 })
    } finally {
      await pool.close()
    }
  })

  it('fails the task waiting for a worker that does not start in time', async () => {
    const pool = poolOf({ startupTimeoutMs: 1 })
    try {
      await expect(pool.run('echo')).rejects.toThrow(/waited for its worker to start for 1 ms/)
      expect(pool.stats()).toMatchObject({ workers: 0, busy: 0 })
    } finally {
      await pool.close()
    }
  })
})
