// Outbound SMTP (nodemailer) from SMTP_URL and MAIL_FROM. Without SMTP_URL there is no mailer: mail
// stays queued in the outbox and the sender sees why. Every mail leaves with a text part made from
// its HTML (mail-text.ts), its own Message-ID, and In-Reply-To and References when it answers one.
import nodemailer from 'nodemailer'
import { htmlToText } from './mail-text.js'

type Address = { email: string; name: string }

type OutgoingMail = {
  fromName: string
  replyTo?: string | null
  /** The To and Cc headers, as written. */
  to: Address[]
  cc: Address[]
  /** Who receives it this time (RCPT TO): the recipients not yet taken by the server. */
  envelopeTo: string[]
  subject: string
  html: string
  /** Message ids without their angle brackets; null lets nodemailer make one. */
  messageId: string | null
  inReplyTo: string | null
  references: string[]
  attachments: { fileName: string; contentType: string; content: Buffer }[]
}

/** A recipient the server refused at RCPT TO, with its answer. */
type RefusedRecipient = { email: string; permanent: boolean; reason: string }

/** What the server did with the envelope: every recipient not listed here was taken. */
type SendReport = { refused: RefusedRecipient[] }

export type Mailer = { send: (mail: OutgoingMail) => Promise<SendReport>; close: () => void }

/**
 * The whole message refused in a way that will not change on retry (a 5xx to MAIL FROM or DATA),
 * as opposed to a refused connection or a 4xx.
 */
export class PermanentMailError extends Error {}

type SmtpError = Error & {
  responseCode?: number
  recipient?: string
  rejectedErrors?: SmtpError[]
}

/** 5xx is final (RFC 5321 4.2.1); 4xx and no answer at all may go on a later try. */
const isPermanent = (error: SmtpError) => error.responseCode !== undefined && error.responseCode >= 500

/** The server's own words ("550 5.1.1 No such user"), else nodemailer's message. */
const reasonOf = (error: SmtpError) =>
  ((error as { response?: string }).response ?? error.message).slice(0, 500)

const refusals = (errors: SmtpError[] | undefined): RefusedRecipient[] =>
  (errors ?? []).map((error) => ({
    email: error.recipient ?? '',
    permanent: isPermanent(error),
    reason: reasonOf(error),
  }))

const address = ({ email, name }: Address) => ({ address: email, name })

export function createSmtpMailer(smtpUrl: string, mailFrom: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl, {})
  return {
    async send(mail) {
      try {
        const info = await transport.sendMail({
          from: { name: mail.fromName, address: mailFrom },
          replyTo: mail.replyTo ?? undefined,
          to: mail.to.map(address),
          cc: mail.cc.map(address),
          envelope: { from: mailFrom, to: mail.envelopeTo },
          subject: mail.subject,
          html: mail.html,
          text: htmlToText(mail.html),
          messageId: mail.messageId ?? undefined,
          inReplyTo: mail.inReplyTo ?? undefined,
          references: mail.references.length ? mail.references : undefined,
          attachments: mail.attachments.map((file) => ({
            filename: file.fileName,
            contentType: file.contentType,
            content: file.content,
          })),
        })
        // Some recipients refused, the others took the message.
        return { refused: refusals(info.rejectedErrors as SmtpError[] | undefined) }
      } catch (caught) {
        const error = caught as SmtpError
        // Every recipient refused at RCPT TO: each with its own answer, nothing was sent.
        if (error.rejectedErrors?.length) return { refused: refusals(error.rejectedErrors) }
        if (isPermanent(error)) throw new PermanentMailError(reasonOf(error))
        throw error
      }
    },
    close: () => transport.close(),
  }
}
