// A small pool of worker threads for CPU-heavy work (invoice PDFs), so that the event loop keeps
// answering other requests while it runs. Workers start when first needed and stay, unreferenced
// while idle so they never keep the process alive; a task waits in a bounded queue when all are
// busy, and past the queue's bound is refused at once (the caller answers 503) rather than piling
// up memory. A task that runs past its deadline, or a worker that dies, costs that task only: the
// worker is replaced.
//
// The worker's file is the compiled .js beside this module in the built server (dist/), and the
// TypeScript source when the server runs from source (Vitest, `tsx watch`): Node 20 cannot load
// TypeScript in a worker through ESM loader hooks, so a source worker starts through tsx's
// CommonJS API, with the `source` export condition that resolves @aurum/shared to its sources.
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'

export type WorkerPoolOptions = {
  /** The worker module, as a URL to its .js file (its .ts sibling is used when running from source). */
  file: URL
  /** Worker threads at most. */
  size: number
  /** Tasks that may wait for a worker; more are refused with WorkerPoolBusyError. */
  maxQueue: number
  /** A task's longest run (from the moment its worker is ready); past it the worker is stopped. */
  taskTimeoutMs: number
  /**
   * A worker's longest start (loading its modules; from TypeScript source under load, many
   * seconds); default 120 s. Past it, the task waiting for it fails and the worker is stopped.
   */
  startupTimeoutMs?: number
}

/** What a worker answers for one task: the result, or an error message. */
export type WorkerReply<Result> = { id: number; threadId: number } & (
  { ok: true; result: Result } | { ok: false; error: string }
)

/** What a worker posts once its modules are loaded: task clocks start then, not at its start. */
export type WorkerReady = { ready: true }

export class WorkerPoolBusyError extends Error {
  constructor() {
    super('All workers are busy and the queue is full')
  }
}

export type WorkerPoolStats = {
  workers: number
  busy: number
  queued: number
  completed: number
  /** Thread ids of the workers that completed tasks (never the caller's own thread). */
  threadIds: number[]
}

type Job<Result> = {
  id: number
  task: unknown
  transfer: ArrayBuffer[]
  resolve: (value: { result: Result; threadId: number }) => void
  reject: (error: Error) => void
}

type Slot<Result> = {
  worker: Worker
  job: Job<Result> | null
  timer: NodeJS.Timeout | null
  ready: boolean
}

const DEFAULT_STARTUP_TIMEOUT_MS = 120_000

const runningFromSource = (file: URL) => import.meta.url.endsWith('.ts') && file.pathname.endsWith('.js')

function startWorker(file: URL): Worker {
  if (!runningFromSource(file)) return new Worker(file)
  const source = fileURLToPath(file).replace(/\.js$/, '.ts')
  const tsx = createRequire(import.meta.url).resolve('tsx/cjs/api')
  const boot = `require(${JSON.stringify(tsx)}).require(${JSON.stringify(source)}, ${JSON.stringify(file.href)})`
  return new Worker(boot, { eval: true, execArgv: ['--conditions=source'] })
}

export function createWorkerPool<Task, Result>(options: WorkerPoolOptions) {
  const slots: Slot<Result>[] = []
  const queue: Job<Result>[] = []
  const threadIds = new Set<number>()
  let nextId = 1
  let completed = 0
  let closed = false

  function finish(slot: Slot<Result>) {
    if (slot.timer) clearTimeout(slot.timer)
    slot.timer = null
    slot.job = null
    const next = queue.shift()
    if (next) run(slot, next)
    else slot.worker.unref()
  }

  function replace(slot: Slot<Result>, reason: Error) {
    const job = slot.job
    if (slot.timer) clearTimeout(slot.timer)
    slots.splice(slots.indexOf(slot), 1)
    void slot.worker.terminate()
    job?.reject(reason)
    // Whoever waits gets a fresh worker.
    const next = queue.shift()
    if (next && !closed) run(spawn(), next)
  }

  function spawn(): Slot<Result> {
    const worker = startWorker(options.file)
    const slot: Slot<Result> = { worker, job: null, timer: null, ready: false }
    worker.on('message', (reply: WorkerReply<Result> | WorkerReady) => {
      if ('ready' in reply) {
        slot.ready = true
        if (slot.job) startClock(slot, options.taskTimeoutMs, 'ran longer than')
        return
      }
      const job = slot.job
      if (!job || reply.id !== job.id) return
      threadIds.add(reply.threadId)
      completed++
      if (reply.ok) job.resolve({ result: reply.result, threadId: reply.threadId })
      else job.reject(new Error(reply.error))
      finish(slot)
    })
    worker.on('error', (error) => replace(slot, error))
    worker.on('exit', (code) => {
      if (slots.includes(slot)) replace(slot, new Error(`worker exited with code ${code}`))
    })
    slots.push(slot)
    return slot
  }

  function startClock(slot: Slot<Result>, ms: number, what: string) {
    if (slot.timer) clearTimeout(slot.timer)
    slot.timer = setTimeout(() => replace(slot, new Error(`task ${what} ${ms} ms`)), ms)
  }

  function run(slot: Slot<Result>, job: Job<Result>) {
    slot.job = job
    // Referenced while it works: a pending task keeps the process alive.
    slot.worker.ref()
    if (slot.ready) startClock(slot, options.taskTimeoutMs, 'ran longer than')
    else
      startClock(
        slot,
        options.startupTimeoutMs ?? DEFAULT_STARTUP_TIMEOUT_MS,
        'waited for its worker to start for',
      )
    // Posted at once: the worker's port keeps it until the worker listens.
    slot.worker.postMessage({ id: job.id, task: job.task }, job.transfer)
  }

  return {
    /** Runs `task` in a worker; resolves with its result and the thread that computed it. */
    run(task: Task, transfer: ArrayBuffer[] = []): Promise<{ result: Result; threadId: number }> {
      if (closed) return Promise.reject(new Error('worker pool closed'))
      return new Promise((resolve, reject) => {
        const job: Job<Result> = { id: nextId++, task, transfer, resolve, reject }
        const idle = slots.find((slot) => !slot.job)
        if (idle) run(idle, job)
        else if (slots.length < options.size) run(spawn(), job)
        else if (queue.length < options.maxQueue) queue.push(job)
        else reject(new WorkerPoolBusyError())
      })
    },
    stats(): WorkerPoolStats {
      return {
        workers: slots.length,
        busy: slots.filter((slot) => slot.job).length,
        queued: queue.length,
        completed,
        threadIds: [...threadIds],
      }
    },
    async close() {
      closed = true
      for (const job of queue.splice(0)) job.reject(new Error('worker pool closed'))
      const stopping = slots.splice(0)
      for (const slot of stopping) {
        if (slot.timer) clearTimeout(slot.timer)
        slot.job?.reject(new Error('worker pool closed'))
      }
      await Promise.all(stopping.map((slot) => slot.worker.terminate()))
    },
  }
}
