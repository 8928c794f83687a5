// The row a wizard page edits, held in its address as ?edit=<id> (a reload reopens the edit).
import type { useSearchParams } from 'react-router'
import { wizardRowParamSchema } from '@aurum/shared'

export function useEditParam([search, setSearch]: ReturnType<typeof useSearchParams>) {
  const parsed = wizardRowParamSchema.safeParse({ id: search.get('edit') ?? '' })
  const editId = parsed.success ? parsed.data.id : null
  const setEditId = (id: number | null) => {
    const next = new URLSearchParams(search)
    if (id === null) next.delete('edit')
    else next.set('edit', String(id))
    setSearch(next)
    // The wizard is at the top of the page, the list under it.
    if (id !== null) window.scrollTo({ top: 0, behavior: 'smooth' })
  }
  return [editId, setEditId] as const
}
