// Multipart upload of one file with progress: XMLHttpRequest, because fetch reports no upload
// progress. Speaks like apiFetch otherwise: the session's bearer token, a non-2xx answer becomes an
// ApiError (a 401 ends the session), and an abort through the signal rejects with an AbortError.
import {
  COMMON_MESSAGES,
  sizeLimitParams,
  UPLOAD_IMAGE_TYPES,
  UPLOAD_MAX_BYTES,
  type ErrorIssue,
} from '@aurum/shared'
import { ApiError } from './api-client'
import { clearSession, getSession } from './session'

type UploadProgress = { loaded: number; total: number }

export type XhrUploadOptions = {
  /** The multipart field the server reads. */
  field?: string
  onProgress?: (progress: UploadProgress) => void
  signal?: AbortSignal
}

const parseBody = (text: string): unknown => {
  if (!text) return null
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

const abortError = () => new DOMException('The upload was cancelled', 'AbortError')

/** POSTs `file` as multipart/form-data to `url`; answers the parsed JSON body of a 2xx. */
export function uploadWithProgress(
  url: string,
  file: Blob,
  { field = 'file', onProgress, signal }: XhrUploadOptions = {},
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError())
    const request = new XMLHttpRequest()
    const { accessToken } = getSession()
    const onAbort = () => request.abort()
    const settle = () => signal?.removeEventListener('abort', onAbort)

    request.open('POST', url)
    request.setRequestHeader('Accept', 'application/json')
    if (accessToken) request.setRequestHeader('Authorization', `Bearer ${accessToken}`)
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total })
    })
    request.addEventListener('load', () => {
      settle()
      const body = parseBody(request.responseText)
      if (request.status >= 200 && request.status < 300) {
        // The last progress event may not come before load: the bar ends full either way.
        onProgress?.({ loaded: file.size, total: file.size })
        return resolve(body)
      }
      if (request.status === 401 && accessToken) clearSession()
      reject(new ApiError(request.status, body))
    })
    request.addEventListener('error', () => {
      settle()
      // No answer at all (network down, connection cut at the size limit): a failure without a code.
      reject(new ApiError(0, null))
    })
    request.addEventListener('abort', () => {
      settle()
      reject(abortError())
    })
    signal?.addEventListener('abort', onAbort)

    const form = new FormData()
    form.append(field, file, file instanceof File ? file.name : 'file')
    request.send(form)
  })
}

export type FileLimits = {
  /** MIME types accepted (`image/png`) or families (`image/*`); empty or absent accepts any. */
  types?: readonly string[]
  maxBytes: number
}

/** The limits of POST /api/media/uploads (the server checks the content again). */
export const IMAGE_UPLOAD_LIMITS: FileLimits = { types: UPLOAD_IMAGE_TYPES, maxBytes: UPLOAD_MAX_BYTES }

const typeAccepted = (type: string, accepted: readonly string[]) =>
  accepted.some((entry) => (entry.endsWith('/*') ? type.startsWith(entry.slice(0, -1)) : type === entry))

/**
 * Why a file cannot be sent, before sending it: the same codes the server answers (so one
 * translation words both), or undefined for a file within the limits.
 */
export function fileLimitIssue(
  file: Pick<File, 'size' | 'type'>,
  limits: FileLimits,
): ErrorIssue | undefined {
  if (limits.types?.length && !typeAccepted(file.type, limits.types))
    return { code: COMMON_MESSAGES.uploadType }
  if (file.size === 0) return { code: COMMON_MESSAGES.uploadEmpty }
  if (file.size > limits.maxBytes)
    return { code: COMMON_MESSAGES.uploadTooLarge, params: sizeLimitParams(limits.maxBytes) }
  return undefined
}
