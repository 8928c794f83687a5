// A worker for worker-pool.test.ts: answers `echo`, fails `throw`, never answers `hang`.
import { parentPort, threadId } from 'node:worker_threads'
import type { WorkerReady, WorkerReply } from './worker-pool.js'

export type FixtureTask = 'echo' | 'throw' | 'hang'

const port = parentPort!
port.on('message', ({ id, task }: { id: number; task: FixtureTask }) => {
  if (task === 'hang') return
  const reply: WorkerReply<string> =
    task === 'echo'
      ? { id, threadId, ok: true, result: 'echo' }
      : { id, threadId, ok: false, error: 'thrown' }
  port.postMessage(reply)
})
const ready: WorkerReady = { ready: true }
port.postMessage(ready)
