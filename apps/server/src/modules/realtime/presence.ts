// Presence from connections: a user is present while any live API server holds one of their
// sockets. Each server counts its own in the database and stamps them every 30 seconds; the first
// socket of a user (on any server) and their last one closing are the moments others hear of.
import { randomUUID } from 'node:crypto'
import type { Db } from '../../db/client.js'
import type { Logger } from '../../logger.js'
import * as presenceRepo from './presence-repo.js'

const STAMP_MS = 30_000

type PresenceChange = (userId: number, present: boolean) => Promise<void>

export type Presence = {
  /** A socket of the user signed in on this server. */
  connected: (userId: number) => Promise<void>
  disconnected: (userId: number) => Promise<void>
  /** Who hears of arrivals and departures (the chat tells the others). */
  onChange: (listener: PresenceChange) => void
  start: () => Promise<void>
  stop: () => Promise<void>
}

export function createPresence({ db, logger }: { db: Db; logger: Logger }): Presence {
  const serverId = randomUUID()
  const listeners: PresenceChange[] = []
  let stamp: NodeJS.Timeout | undefined
  // Connections and departures of one user are counted in order, so "first" and "last" are true.
  const queues = new Map<number, Promise<void>>()
  const inOrder = (userId: number, work: () => Promise<void>) => {
    const next = (queues.get(userId) ?? Promise.resolve()).then(work).catch((error: unknown) => {
      logger.warn({ err: error }, 'presence: not counted')
    })
    queues.set(userId, next)
    void next.finally(() => {
      if (queues.get(userId) === next) queues.delete(userId)
    })
    return next
  }
  const tell = async (userId: number, present: boolean) => {
    for (const listener of listeners) await listener(userId, present)
  }

  return {
    connected: (userId) =>
      inOrder(userId, async () => {
        if ((await presenceRepo.addConnection(db, serverId, userId)) === 1) await tell(userId, true)
      }),
    disconnected: (userId) =>
      inOrder(userId, async () => {
        if ((await presenceRepo.removeConnection(db, serverId, userId)) === 0) await tell(userId, false)
      }),
    onChange: (listener) => listeners.push(listener),
    async start() {
      if (stamp) return
      await presenceRepo.purgeStale(db)
      stamp = setInterval(() => {
        presenceRepo.touchServer(db, serverId).catch((error: unknown) => {
          logger.warn({ err: error }, 'presence: not stamped')
        })
      }, STAMP_MS)
      stamp.unref()
    },
    async stop() {
      clearInterval(stamp)
      stamp = undefined
      await Promise.all(queues.values())
      const held = await presenceRepo.removeServer(db, serverId)
      for (const userId of await presenceRepo.absentAmong(db, held)) await tell(userId, false)
    },
  }
}
