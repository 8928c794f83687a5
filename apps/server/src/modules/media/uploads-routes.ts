// HTTP of uploaded files: POST /api/media/uploads (multipart field `file`) for any logged-in
// user — product images and avatars both need it —, the attachment uploads, and
// GET /api/media/uploads/:id, which <img> and <a> load without a token: an image for anyone, an
// attachment only through an address signed for a user who may see it (file-urls.ts).
import {
  type Action,
  type Subject,
  ATTACHMENT_MAX_BYTES,
  attachmentUploadResponseSchema,
  UPLOAD_IMAGE_TYPES,
  UPLOAD_MAX_BYTES,
  fieldErrorsSchema,
  messageSchema,
  uploadResponseSchema,
} from '@aurum/shared'
import { z } from 'zod'
import type { Db } from '../../db/client.js'
import { ApiRouter, type AppContext } from '../../http/api-router.js'
import { MULTIPART_OVERHEAD_BYTES, readFileField } from '../../http/file-field.js'
import type { FileUrls } from './file-urls.js'
import { UPLOAD_TOO_LARGE } from './uploads-service.js'
import * as uploadsService from './uploads-service.js'

const MAX_REQUEST_BYTES = UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD_BYTES
const ATTACHMENT_REQUEST_BYTES = ATTACHMENT_MAX_BYTES + MULTIPART_OVERHEAD_BYTES

/**
 * The route of an attachment upload for an area (email, chat, kanban): who may, and what names the
 * answered id afterwards. Every area's file is checked and stored alike (storeAttachmentFrom).
 */
export function attachmentUploadRoute(route: {
  path: string
  summary: string
  usedBy: string
  tags: string[]
  access: { action: Action; subject: Subject }
}) {
  return {
    path: route.path,
    summary: route.summary,
    description:
      'Images, PDF, Office files, ZIP and plain text, recognised by the file content, at most 10 MB. ' +
      `Answers the id that ${route.usedBy}.`,
    tags: route.tags,
    access: route.access,
    maxBodyBytes: ATTACHMENT_REQUEST_BYTES,
    fileUpload: {
      field: 'file',
      mediaTypes: uploadsService.ATTACHMENT_TYPES,
      maxBytes: ATTACHMENT_MAX_BYTES,
    },
    responses: {
      201: { description: 'Stored', schema: attachmentUploadResponseSchema },
      400: {
        description: 'Not an accepted file, empty, too large, or not multipart',
        schema: fieldErrorsSchema,
      },
      413: { description: 'The request body is over the limit', schema: messageSchema },
    },
  }
}

export type UploadsDeps = { db: Db; fileUrls: FileUrls }

/**
 * Reads the `file` field and stores it as an attachment of this user: 201 with its id, and its
 * address signed for the uploader (a file sent nowhere yet is theirs alone).
 */
export async function storeAttachmentFrom(c: AppContext, { db, fileUrls }: UploadsDeps, userId: number) {
  const file = await readFileField(c, {
    maxRequestBytes: ATTACHMENT_REQUEST_BYTES,
    tooLarge: uploadsService.ATTACHMENT_TOO_LARGE,
  })
  const stored = await uploadsService.storeAttachment(db, file, userId)
  return c.json({ ...stored, url: fileUrls.signedUrl(stored.id, userId) }, 201)
}

/** A signature's parts are checked by the service: any malformed one is the same 404 as none. */
const signatureQuerySchema = z.object({
  u: z.string().max(20).optional(),
  e: z.string().max(20).optional(),
  s: z.string().max(100).optional(),
})

export function createUploadsRouter(deps: UploadsDeps) {
  const { db, fileUrls } = deps
  return new ApiRouter()
    .post(
      {
        path: '/media/uploads',
        summary: 'Upload an image (multipart/form-data, field `file`)',
        description:
          'PNG, JPEG, WebP or GIF, recognised by the file content (the declared type is not trusted), at most 2 MB. ' +
          'Open to any logged-in user: product images and account avatars both upload here. ' +
          'Answers the public URL of the file.',
        tags: ['media'],
        access: 'authenticated',
        maxBodyBytes: MAX_REQUEST_BYTES,
        fileUpload: { field: 'file', mediaTypes: UPLOAD_IMAGE_TYPES, maxBytes: UPLOAD_MAX_BYTES },
        responses: {
          201: { description: 'Stored', schema: uploadResponseSchema },
          400: {
            description: 'Not an accepted image, empty, too large, or not multipart',
            schema: fieldErrorsSchema,
          },
          413: { description: 'The request body is over the limit', schema: messageSchema },
        },
      },
      async (c, { auth }) => {
        const file = await readFileField(c, {
          maxRequestBytes: MAX_REQUEST_BYTES,
          tooLarge: UPLOAD_TOO_LARGE,
        })
        return c.json(await uploadsService.storeImage(db, file, auth.user.id), 201)
      },
    )
    .post(
      attachmentUploadRoute({
        path: '/media/attachments',
        summary: 'Upload an email attachment (multipart/form-data, field `file`)',
        usedBy: 'a draft or a sent message then names in `attachmentIds`',
        tags: ['media', 'email'],
        access: { action: 'create', subject: 'Email' },
      }),
      async (c, { auth }) => storeAttachmentFrom(c, deps, auth.user.id),
    )
    .post(
      attachmentUploadRoute({
        path: '/media/chat-attachments',
        summary: 'Upload a file to send in the chat (multipart/form-data, field `file`)',
        usedBy: 'a chat message then names in `attachmentId` (only its uploader may send it)',
        tags: ['media', 'chat'],
        access: { action: 'create', subject: 'Chat' },
      }),
      async (c, { auth }) => storeAttachmentFrom(c, deps, auth.user.id),
    )
    .get(
      {
        path: '/media/uploads/:id',
        summary: 'An uploaded file: an image for anyone, an attachment only at its signed address',
        description:
          'Images (products, avatars, articles) are public and immutable: a new file gets a new id. ' +
          'Attachments (mail, chat, cards, invoices) are private: the answers that show them to a user ' +
          'who may see them carry their address signed for that user (`u`, `e`, `s`), valid for an hour ' +
          'at least; without a valid, unexpired signature an attachment is a 404 like an unknown id.',
        tags: ['media'],
        access: 'public',
        params: z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Unknown upload') }),
        query: signatureQuerySchema,
        responses: {
          200: { description: 'The file', contentType: 'image/*' },
          404: { description: 'No such upload, or an attachment without a valid signature (empty body)' },
        },
      },
      async (c, { params, query }) => {
        const upload = await uploadsService.readUpload(db, fileUrls, params.id, query)
        if (!upload) return c.body(null, 404)
        // Anything but an image is downloaded under its name, never shown in the page's origin.
        const download: Record<string, string> = upload.contentType.startsWith('image/')
          ? {}
          : {
              'Content-Disposition': `attachment; filename="${upload.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(upload.fileName)}`,
            }
        return c.body(new Uint8Array(upload.data), 200, {
          ...download,
          'Content-Type': upload.contentType,
          'Content-Length': String(upload.byteSize),
          // An attachment may sit in the viewer's own cache until its address expires, never in a
          // shared one.
          'Cache-Control':
            upload.secondsLeft === null
              ? 'public, max-age=31536000, immutable'
              : `private, max-age=${upload.secondsLeft}`,
          'X-Content-Type-Options': 'nosniff',
          // An image opened on its own still cannot run anything.
          'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
        })
      },
    )
}
