// The outbox worker: sends queued mail through the mailer, in the server process. Rows are claimed
// with FOR UPDATE SKIP LOCKED (any API server may work the same table), retried with a growing wait
// after a temporary failure, failed for good after the last try or on a permanent SMTP refusal
// (5xx); everything is in the database, so a restart resumes where it stopped.
import type { Db } from '../../db/client.js'
import type { Logger } from '../../logger.js'
import { PermanentMailError, type Mailer } from './mailer.js'
import * as emailRepo from './repo.js'

/** Waits before each retry, in seconds; after the last one a message fails for good. */
export const RETRY_DELAYS_SECONDS = [30, 120, 600, 1800, 7200] as const
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
    try {
      const attachments = []
      for (const file of row.attachments) {
        const upload = await emailRepo.readUploadData(db, file.uploadId)
        if (upload)
          attachments.push({ fileName: file.fileName, contentType: upload.contentType, content: upload.data })
      }
      await mailer.send({
        fromName: row.fromName,
        replyTo: row.replyTo,
        to: row.to,
        cc: row.cc,
        bcc: row.bcc,
        subject: row.subject,
        html: row.html,
        text: row.text,
        attachments,
      })
      await emailRepo.markMailSent(db, row.id)
      logger.info({ outboxId: row.id }, 'mail sent')
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500)
      const permanent = error instanceof PermanentMailError
      const retryIn = permanent ? undefined : RETRY_DELAYS_SECONDS[row.attempts]
      await emailRepo.markMailAttemptFailed(db, row.id, reason, retryIn ?? null)
      logger.warn({ outboxId: row.id, attempt: row.attempts + 1, retryIn, reason }, 'mail not sent')
    }
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
