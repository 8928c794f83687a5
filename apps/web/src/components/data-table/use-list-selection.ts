// The rows a list page has checked for a bulk action. The selection belongs to the rows on screen:
// another page, filter or sort starts it afresh.
import { useState } from 'react'
import type { RowId, TableSelection } from './server-data-table'

const NONE: readonly RowId[] = []

export type ListSelection = TableSelection & { clear: () => void }

export function useListSelection(params: object): ListSelection {
  const listKey = JSON.stringify(params)
  const [selection, setSelection] = useState({ listKey, ids: NONE })
  return {
    ids: selection.listKey === listKey ? selection.ids : NONE,
    onChange: (ids) => setSelection({ listKey, ids }),
    clear: () => setSelection({ listKey, ids: NONE }),
  }
}
