// The outbox worker: sends queued mail through the mailer, in the server process. Rows are claimed
// with FOR UPDATE SKIP LOCKED (any API server may work the same table). Each recipient has its own
// state: one the server took is done, one refused for good (5xx) fails with the server's answer, one
// refused for now (4xx, or the whole message not through) is tried again after a growing wait, alone
// with the others still waiting, until the last try. Everything is in the database, so a restart
// resumes where it stopped.
import type { Db } from '../../db/client.js'
import type { Logger } from '../../logger.js'
import type { EmailDeliveryStatus, EmailRecipientDelivery } from '@aurum/shared'
import { PermanentMailError, type Mailer } from './mailer.js'
import * as emailRepo from './repo.js'

type Outcome = 'taken' | { permanent: boolean; reason: string }

/** A message's state over its recipients: queued while any waits, else sent, failed or partial. */
function deliveryStatusOf(deliveries: EmailRecipientDelivery[]): EmailDeliveryStatus {
  if (deliveries.some((entry) => entry.status === 'queued')) return 'queued'
  if (deliveries.every((entry) => entry.status === 'sent')) return 'sent'
  if (deliveries.every((entry) => entry.status === 'failed')) return 'failed'
  return 'partial'
}

/** Waits before each retry, in seconds; after the last one a message fails for good. */
const RETRY_DELAYS_SECONDS = [30, 120, 600, 1800, 7200] as const
const BATCH = 10
/** How long a claimed row stays out of other workers' reach while it is being sent. */
const LEASE_SECONDS = 300

export type Outbox = {
  /** Sends what is due now; answers how many messages were tried. */
  runOnce: () => Promise<number>
  /** Asks for a pass soon (after mail was queued). */
  kick: () => void
  /** Polls every intervalMs until stopped. */
  start: (intervalMs?: number) => void
  stop: () => void
}

export function createOutbox({
  db,
  mailer,
  logger,
}: {
  db: Db
  mailer: Mailer | null
  logger: Logger
}): Outbox {
  let timer: NodeJS.Timeout | undefined
  let running: Promise<number> | null = null

  async function sendOne(row: emailRepo.OutboxRow) {
    if (!mailer) return
    const pending = row.deliveries.filter((entry) => entry.status === 'queued')
    if (pending.length === 0) {
      await emailRepo.recordMailAttempt(db, row.id, {
        deliveries: row.deliveries,
        status: deliveryStatusOf(row.deliveries),
        lastError: row.lastError,
        messageError: null,
        retryInSeconds: null,
      })
      return
    }
    let outcome: (entry: EmailRecipientDelivery) => Outcome
    // Why the message as a whole did not go (no connection, refused at MAIL FROM or DATA).
    let messageError: string | null = null
    try {
      const attachments = []
      for (const file of row.attachments) {
        const upload = await emailRepo.readUploadData(db, file.uploadId)
        if (upload)
          attachments.push({ fileName: file.fileName, contentType: upload.contentType, content: upload.data })
      }
      const report = await mailer.send({
        fromName: row.fromName,
        replyTo: row.replyTo,
        to: row.to,
        cc: row.cc,
        envelopeTo: pending.map((entry) => entry.email),
        subject: row.subject,
        html: row.html,
        messageId: row.messageId,
        inReplyTo: row.inReplyTo,
        references: row.references,
        attachments,
      })
      outcome = (entry) =>
        report.refused.find((refused) => refused.email.toLowerCase() === entry.email.toLowerCase()) ?? 'taken'
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500)
      const permanent = error instanceof PermanentMailError
      messageError = reason
      outcome = () => ({ permanent, reason })
    }
    const retryIn = RETRY_DELAYS_SECONDS[row.attempts]
    const deliveries = row.deliveries.map((entry): EmailRecipientDelivery => {
      if (entry.status !== 'queued') return entry
      const result = outcome(entry)
      if (result === 'taken') return { ...entry, status: 'sent', error: null }
      // A temporary refusal waits for the next try, unless this was the last one.
      const final = result.permanent || retryIn === undefined
      return { ...entry, status: final ? 'failed' : 'queued', error: result.reason }
    })
    const status = deliveryStatusOf(deliveries)
    await emailRepo.recordMailAttempt(db, row.id, {
      deliveries,
      status,
      lastError: messageError ?? deliveries.find((entry) => entry.error)?.error ?? null,
      messageError,
      retryInSeconds: status === 'queued' ? (retryIn ?? null) : null,
    })
    const log = { outboxId: row.id, attempt: row.attempts + 1, status, messageError }
    if (status === 'sent') logger.info(log, 'mail sent')
    else logger.warn({ ...log, retryIn: status === 'queued' ? retryIn : undefined }, 'mail not sent to all')
  }

  async function pass(): Promise<number> {
    if (!mailer) return 0
    let tried = 0
    for (;;) {
      const due = await emailRepo.claimDueMail(db, BATCH, LEASE_SECONDS)
      for (const row of due) await sendOne(row)
      tried += due.length
      if (due.length < BATCH) return tried
    }
  }

  function runOnce(): Promise<number> {
    // One pass at a time in this process; a kick during a pass is served by the next one.
    running ??= pass().finally(() => {
      running = null
    })
    return running
  }

  return {
    runOnce,
    kick() {
      if (!mailer) return
      setTimeout(() => {
        runOnce().catch((error: unknown) => logger.error({ err: error }, 'outbox pass failed'))
      }, 0)
    },
    start(intervalMs = 5000) {
      if (!mailer || timer) return
      timer = setInterval(() => {
        runOnce().catch((error: unknown) => logger.error({ err: error }, 'outbox pass failed'))
      }, intervalMs)
      timer.unref()
    },
    stop() {
      if (timer) clearInterval(timer)
      timer = undefined
    },
  }
}
