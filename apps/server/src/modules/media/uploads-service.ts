// Rules of uploaded files: images (PNG, JPEG, WebP and GIF, recognised by their first bytes: the
// declared type is not trusted, at most UPLOAD_MAX_BYTES) are public; attachments (a wider list of
// types, at most ATTACHMENT_MAX_BYTES) are private: served only through an address signed for a
// user who may see what holds them (file-urls.ts). Both are stored under a random unguessable id.
import { randomBytes } from 'node:crypto'
import {
  ATTACHMENT_MAX_BYTES,
  COMMON_MESSAGES,
  sizeLimitParams,
  UPLOAD_IMAGE_TYPES,
  UPLOAD_MAX_BYTES,
  UPLOAD_URL_PATTERN,
  type AttachmentUploadResponse,
  type UploadResponse,
} from '@aurum/shared'
import type { Db } from '../../db/client.js'
import { badRequest, type Reason } from '../../http/errors.js'
import type { FileSignature, FileUrls } from './file-urls.js'
import * as uploadsRepo from './uploads-repo.js'

/** A file over the size limit, whether the body (413) or the file in it (400) tells. */
export const UPLOAD_TOO_LARGE: Reason = {
  code: COMMON_MESSAGES.uploadTooLarge,
  params: sizeLimitParams(UPLOAD_MAX_BYTES),
}

type ImageType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif'

const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0))
const startsWith = (bytes: Uint8Array, prefix: number[], at = 0) =>
  prefix.every((byte, index) => bytes[at + index] === byte)

/** The image type the file's content says it is (magic numbers), or null. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'image/gif'
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp'
  return null
}

const OOXML_TYPES: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
}
const utf8 = new TextDecoder('utf-8', { fatal: true })

/** Every type sniffAttachmentType answers: what an attachment upload accepts. */
export const ATTACHMENT_TYPES = [
  ...UPLOAD_IMAGE_TYPES,
  'application/pdf',
  'application/zip',
  ...Object.values(OOXML_TYPES),
  'text/plain',
  'text/csv',
] as const

/**
 * The type of an email attachment from its content: the images above, PDF, ZIP (an Office file when
 * its name says docx, xlsx or pptx: they are ZIP inside), or text (valid UTF-8 without control
 * characters; CSV by its name). Anything else (executables, unknown binaries) is refused.
 */
function sniffAttachmentType(bytes: Uint8Array, fileName: string): string | null {
  const image = sniffImageType(bytes)
  if (image) return image
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? ''
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf'
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return OOXML_TYPES[extension] ?? 'application/zip'
  try {
    const text = utf8.decode(bytes.subarray(0, 64 * 1024))
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u0008\u000e-\u001f\u007f]/.test(text)) return null
    return extension === 'csv' ? 'text/csv' : 'text/plain'
  } catch {
    // A cut in the middle of a character at the 64 KB mark is still text; anything else is not.
    return null
  }
}

export function uploadUrl(id: string): string {
  return `/api/media/uploads/${id}`
}

/** The upload id in a /api/media/uploads/<id> URL, or null for any other URL. */
export function uploadIdOf(url: string): string | null {
  return UPLOAD_URL_PATTERN.exec(url)?.[1] ?? null
}

/** Whether the user sent this upload (a record that keeps upload ids accepts only its author's). */
export async function uploadOwnedBy(db: Db, id: string, userId: number): Promise<boolean> {
  return uploadsRepo.uploadOwnedBy(db, id, userId)
}

/** What a record that keeps the user's own upload needs of it (type, size, name), or undefined. */
export async function ownUploadFacts(db: Db, id: string, userId: number) {
  return uploadsRepo.findOwnUploadFacts(db, id, userId)
}

/**
 * Whether the upload is a public image: what a public record (a product, a category) may show; an
 * attachment would be a broken picture there, since it is never served unsigned.
 */
export async function imageExists(db: Db, id: string): Promise<boolean> {
  return uploadsRepo.imageExists(db, id)
}

/** Whether this user uploaded it as a public image: what may stand for them (their avatar). */
export async function ownImageExists(db: Db, id: string, userId: number): Promise<boolean> {
  return uploadsRepo.ownImageExists(db, id, userId)
}

export async function storeImage(
  db: Db,
  file: { bytes: Uint8Array; fileName: string },
  uploadedBy: number,
): Promise<UploadResponse> {
  if (file.bytes.byteLength === 0) throw badRequest({ file: [COMMON_MESSAGES.uploadEmpty] })
  if (file.bytes.byteLength > UPLOAD_MAX_BYTES) throw badRequest({ file: [UPLOAD_TOO_LARGE] })
  const contentType = sniffImageType(file.bytes)
  if (!contentType) throw badRequest({ file: [COMMON_MESSAGES.uploadType] })
  const id = randomBytes(18).toString('base64url')
  await uploadsRepo.insertUpload(db, {
    id,
    kind: 'image',
    uploadedBy,
    contentType,
    byteSize: file.bytes.byteLength,
    // Kept for the record only; never used as a path or sent back as a header.
    fileName: Array.from(file.fileName)
      .filter((char) => char.codePointAt(0)! >= 0x20 && char !== '\u007f')
      .join('')
      .slice(0, 200),
    data: Buffer.from(file.bytes),
  })
  return { id, url: uploadUrl(id) }
}

const cleanFileName = (fileName: string) =>
  Array.from(fileName)
    .filter((char) => char.codePointAt(0)! >= 0x20 && char !== '\u007f' && char !== '/' && char !== '\\')
    .join('')
    .slice(0, 200)

/**
 * An attachment (mail, chat, card, a sent invoice's PDF): any accepted type (sniffAttachmentType),
 * at most ATTACHMENT_MAX_BYTES; private. The answer's url is the canonical, unsigned one: the route
 * that answers the uploader signs it for them.
 */
export async function storeAttachment(
  db: Db,
  file: { bytes: Uint8Array; fileName: string },
  uploadedBy: number,
): Promise<AttachmentUploadResponse> {
  if (file.bytes.byteLength === 0) throw badRequest({ file: [COMMON_MESSAGES.uploadEmpty] })
  if (file.bytes.byteLength > ATTACHMENT_MAX_BYTES) throw badRequest({ file: [ATTACHMENT_TOO_LARGE] })
  const contentType = sniffAttachmentType(file.bytes, file.fileName)
  if (!contentType) throw badRequest({ file: [COMMON_MESSAGES.uploadType] })
  const id = randomBytes(18).toString('base64url')
  const fileName = cleanFileName(file.fileName) || 'file'
  await uploadsRepo.insertUpload(db, {
    id,
    kind: 'attachment',
    uploadedBy,
    contentType,
    byteSize: file.bytes.byteLength,
    fileName,
    data: Buffer.from(file.bytes),
  })
  return { id, url: uploadUrl(id), fileName, contentType, byteSize: file.bytes.byteLength }
}

export const ATTACHMENT_TOO_LARGE: Reason = {
  code: COMMON_MESSAGES.uploadTooLarge,
  params: sizeLimitParams(ATTACHMENT_MAX_BYTES),
}

/**
 * The file at GET /api/media/uploads/:id: an image for anyone; an attachment only with a valid
 * signature made for a user whose account is still active (a suspended user's addresses stop at
 * once, not at their expiry). Undefined otherwise, as for an unknown id: nothing tells which.
 */
export async function readUpload(db: Db, fileUrls: FileUrls, id: string, signature: FileSignature) {
  // The signature first (no database): an unsigned request never reads an attachment's bytes.
  const signed = fileUrls.verify(id, signature)
  const upload = await uploadsRepo.findUpload(db, id, { imagesOnly: signed === null })
  if (!upload) return undefined
  if (upload.kind === 'image') return { ...upload, secondsLeft: null }
  if (!signed || !(await uploadsRepo.activeUserExists(db, signed.viewerId))) return undefined
  return { ...upload, secondsLeft: signed.secondsLeft }
}
