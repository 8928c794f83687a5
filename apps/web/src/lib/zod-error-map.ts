// zod's messages for checks without one of their own, in the server's words: the validation code
// and parameters of the issue (shared issueOfZod), encoded in the message string, so a form shows
// the same reason the server would answer and lib/error-text.ts translates it. Loaded with the
// form resolver (lib/zod-resolver.ts), never on /login. z.config merges: boot.js's jitless stays.
import { z } from 'zod'
import { encodeIssue, issueOfZod } from '@aurum/shared'

z.config({
  customError: (issue) => {
    const { code, params } = issueOfZod(issue)
    return encodeIssue(code, params)
  },
})
