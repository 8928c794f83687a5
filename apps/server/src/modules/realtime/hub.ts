// The realtime hub: who is connected to this server, and publishing events to users wherever they
// are connected. With PostgreSQL every event goes through NOTIFY and each server (this one
// included) delivers what it hears to its own sockets; with PGlite, straight to the local sockets.
// Either way the hub also delivers what the database raises on the channel itself (the
// notifications table's trigger says whose notifications changed), including the control message
// `revalidate`: a session ended or a user's abilities changed (migration 0058's triggers), and the
// sockets of those users (or of everyone) re-check their session before they hear anything more.
import type { RealtimeEvent } from '@aurum/shared'
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client.js'
import type { Logger } from '../../logger.js'
import type { Presence } from './presence.js'

const REALTIME_CHANNEL = 'aurum_realtime'
/** NOTIFY payloads must stay under 8,000 bytes. */
const MAX_PAYLOAD_BYTES = 7_500

type Recipients = number[] | 'all'
type Envelope = { to: Recipients; event: RealtimeEvent } | { to: Recipients; control: 'revalidate' }
/** `text` is the event as JSON, serialised once for all the sockets it goes to. */
type RealtimeSend = (event: RealtimeEvent, text: string) => void

/** One socket as the hub sees it. */
type RealtimeReceiver = {
  send: RealtimeSend
  /**
   * Its session may have ended or its abilities changed: it must hold what it hears from now on
   * until it has read its session again. Called in channel order, before any later event.
   */
  revalidate: () => void
}

export type RealtimeHub = {
  /** Sends the event to every open socket of these users (or of everyone), on every server. */
  publish: (to: number[] | 'all', event: RealtimeEvent) => Promise<void>
  /** Registers one socket of a user on this server; returns its removal. */
  connect: (userId: number, receiver: RealtimeReceiver) => () => void
  /**
   * How many revalidate messages this server has heard: a socket that read its session before
   * registering compares it to see whether it may have missed one meanwhile.
   */
  revalidations: () => number
  /** Sockets on this server (for tests and the benchmark). */
  localConnectionCount: () => number
  start: () => Promise<void>
  stop: () => Promise<void>
}

export function createRealtimeHub({
  database,
  logger,
  presence,
}: {
  database: Database
  logger: Logger
  /** Counted while the hub runs (started and stopped with it). */
  presence?: Presence
}): RealtimeHub {
  const sockets = new Map<number, Set<RealtimeReceiver>>()
  let revalidations = 0
  let stopListening: (() => Promise<void>) | undefined

  const deliver = (envelope: Envelope) => {
    const { to } = envelope
    const targets = to === 'all' ? [...sockets.values()] : to.map((userId) => sockets.get(userId))
    if ('control' in envelope) {
      if (envelope.control !== 'revalidate') return
      revalidations += 1
      for (const set of targets) for (const receiver of set ?? []) receiver.revalidate()
      return
    }
    const { event } = envelope
    let text: string | undefined
    for (const set of targets)
      for (const receiver of set ?? []) receiver.send(event, (text ??= JSON.stringify(event)))
  }

  const shrink = (envelope: { to: Recipients; event: RealtimeEvent }): Envelope => {
    // A long message does not fit a NOTIFY: the recipients are told to fetch the chat instead.
    if (envelope.event.type === 'chat.message')
      return { to: envelope.to, event: { type: 'chat.changed', contactId: envelope.event.contactId } }
    return envelope
  }

  return {
    async publish(to, event) {
      if (Array.isArray(to) && to.length === 0) return
      const envelope = { to, event }
      if (database.kind === 'pglite') {
        deliver(envelope)
        return
      }
      let payload = JSON.stringify(envelope)
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) payload = JSON.stringify(shrink(envelope))
      await database.db.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${payload})`)
    },
    connect(userId, receiver) {
      let set = sockets.get(userId)
      if (!set) sockets.set(userId, (set = new Set()))
      set.add(receiver)
      return () => {
        set.delete(receiver)
        if (set.size === 0 && sockets.get(userId) === set) sockets.delete(userId)
      }
    },
    revalidations: () => revalidations,
    localConnectionCount: () => [...sockets.values()].reduce((sum, set) => sum + set.size, 0),
    async start() {
      if (stopListening) return
      await presence?.start()
      stopListening = await database.listen(REALTIME_CHANNEL, (payload) => {
        try {
          deliver(JSON.parse(payload) as Envelope)
        } catch (error) {
          logger.warn({ err: error }, 'realtime: unreadable notification')
        }
      })
    },
    async stop() {
      // Departures first: the others still hear who left with this server.
      await presence?.stop()
      await stopListening?.()
      stopListening = undefined
    },
  }
}
