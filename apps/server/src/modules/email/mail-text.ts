// The plain-text part of every mail that leaves Aurum, made from its HTML in one place (the mailer
// calls it): a client that shows text only, or a reader who copies a link, gets every link in full,
// written "text (URL)" — the password reset and verification links as much as a user's own.
import { compile } from 'html-to-text'

const convert = compile({
  // Not wrapped here: a link stays on the line of its text, the reader's client wraps, and the
  // transfer encoding (quoted-printable) keeps the lines on the wire short.
  wordwrap: false,
  selectors: [
    { selector: 'a', options: { linkBrackets: ['(', ')'], hideLinkHrefIfSameAsText: true } },
    // Headings keep their case: upper case means nothing in Arabic and shouts in the rest.
    ...(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const).map((selector) => ({
      selector,
      options: { uppercase: false },
    })),
    { selector: 'img', format: 'skip' },
  ],
})

/** The text part of a mail whose HTML is `html`. */
export function htmlToText(html: string): string {
  return convert(html).trim()
}
