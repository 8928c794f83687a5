// The one file of a multipart/form-data body (field `file`), read within a limit: the uploads of
// images and attachments, and the calendar's import of an iCalendar file.
import { COMMON_MESSAGES } from '@aurum/shared'
import type { AppContext } from './api-router.js'
import { badRequest, type Reason } from './errors.js'
import { readBodyWithin } from './request-body.js'

/** Room for the multipart boundaries and headers around a file of the largest accepted size. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024

export type FileFieldLimits = {
  /** The largest request read (the file plus MULTIPART_OVERHEAD_BYTES); a larger one is a 413. */
  maxRequestBytes: number
  /** The 413's reason: the file is over its size. */
  tooLarge: Reason
  /** The 400's reason when the body has no file in the field. */
  missing?: Reason
}

/** The `file` field of a multipart/form-data body; 400 for any other shape. */
export async function readFileField(
  c: AppContext,
  { maxRequestBytes, tooLarge, missing = COMMON_MESSAGES.uploadMissing }: FileFieldLimits,
): Promise<{ bytes: Uint8Array; fileName: string }> {
  const contentType = c.req.header('content-type') ?? ''
  if (!/^multipart\/form-data;/i.test(contentType)) {
    throw badRequest({ file: [COMMON_MESSAGES.uploadNotMultipart] })
  }
  const body = await readBodyWithin(c, maxRequestBytes, tooLarge)
  let form: FormData
  try {
    form = await new Response(body, { headers: { 'content-type': contentType } }).formData()
  } catch {
    throw badRequest({ file: [COMMON_MESSAGES.uploadUnreadable] })
  }
  const file = form.get('file')
  if (!file || typeof file === 'string') throw badRequest({ file: [missing] })
  return { bytes: new Uint8Array(await file.arrayBuffer()), fileName: file.name }
}
