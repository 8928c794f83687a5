// The last pages opened from the search dialog (kept as a stored client value, newest first).
import { readStored, writeStored } from '@/lib/storage'

export type RecentPage = { url: string; icon: string; title: string }
const KEY = 'search-recent'
const LIMIT = 5

export function readRecentPages(): RecentPage[] {
  const stored = readStored<unknown>(KEY, [])
  return Array.isArray(stored)
    ? stored.filter(
        (item): item is RecentPage =>
          typeof item === 'object' && item !== null && 'url' in item && 'title' in item,
      )
    : []
}

export function rememberPage(page: RecentPage): void {
  writeStored(KEY, [page, ...readRecentPages().filter((item) => item.url !== page.url)].slice(0, LIMIT))
}
