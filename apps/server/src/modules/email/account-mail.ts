// The mails of the account flows. Their links are built from PUBLIC_URL by the caller, never from
// a request's Host header.

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export function passwordResetMailHtml(link: string): string {
  return (
    `<p>Someone asked to reset the password of your Aurum account.</p>` +
    `<p><a href="${escape(link)}">Choose a new password</a> (the link works once, for one hour).</p>` +
    `<p>If it was not you, ignore this mail: your password stays as it is.</p>`
  )
}

export function verifyEmailMailHtml(link: string): string {
  return (
    `<p>Welcome to Aurum.</p>` +
    `<p><a href="${escape(link)}">Confirm your email address</a> (the link works once, for 24 hours).</p>` +
    `<p>If you did not create an account, ignore this mail.</p>`
  )
}
