// Outbound SMTP (nodemailer) from SMTP_URL and MAIL_FROM. Without SMTP_URL there is no mailer: mail
// stays queued in the outbox and the sender sees why.
import nodemailer from 'nodemailer'

export type OutgoingMail = {
  fromName: string
  replyTo?: string | null
  to: { email: string; name: string }[]
  cc: { email: string; name: string }[]
  bcc: { email: string; name: string }[]
  subject: string
  html: string
  text: string
  attachments: { fileName: string; contentType: string; content: Buffer }[]
}

export type Mailer = { send: (mail: OutgoingMail) => Promise<void>; close: () => void }

/** An SMTP answer that will not change on retry (5xx), as opposed to a refused connection or a 4xx. */
export class PermanentMailError extends Error {}

const address = ({ email, name }: { email: string; name: string }) => ({ address: email, name })

export function createSmtpMailer(smtpUrl: string, mailFrom: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl, {})
  return {
    async send(mail) {
      try {
        await transport.sendMail({
          from: { name: mail.fromName, address: mailFrom },
          replyTo: mail.replyTo ?? undefined,
          to: mail.to.map(address),
          cc: mail.cc.map(address),
          bcc: mail.bcc.map(address),
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          attachments: mail.attachments.map((file) => ({
            filename: file.fileName,
            contentType: file.contentType,
            content: file.content,
          })),
        })
      } catch (error) {
        const code = (error as { responseCode?: number }).responseCode
        const message = error instanceof Error ? error.message : String(error)
        if (code !== undefined && code >= 500) throw new PermanentMailError(message)
        throw error
      }
    },
    close: () => transport.close(),
  }
}
