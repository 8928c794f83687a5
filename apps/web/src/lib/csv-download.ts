// Downloads a server-streamed CSV export with the session's token (a plain link could not send it).
import { ApiError, buildUrl, type QueryValue } from './api-client'
import { getSession } from './session'

/** Paging is the list's view, not its content: the export always holds every matching row. */
export async function downloadCsv(
  path: string,
  query: Record<string, QueryValue>,
  fileName: string,
): Promise<void> {
  const { page: _page, itemsPerPage: _itemsPerPage, ...filters } = query
  const { accessToken } = getSession()
  const response = await fetch(buildUrl(path, filters), {
    headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : {},
  })
  if (!response.ok) throw new ApiError(response.status, await response.text())
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked after the click has been handled, or the download would start from a dead URL.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
