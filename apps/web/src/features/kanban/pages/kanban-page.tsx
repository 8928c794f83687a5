// /apps/kanban: the team's boards with dnd-kit. Cards move within and between boards and boards move
// among themselves, with the pointer or the keyboard (space to lift, arrows, space to drop), each
// step announced to screen readers in the reader's language. Every move is saved at once (one
// transaction on the server); the page polls so that others' changes appear.
import { useMemo, useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import TextField from '@mui/material/TextField'
import {
  closestCorners,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core'
import {
  arrayMove,
  horizontalListSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
} from '@dnd-kit/sortable'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { KanbanItem, KanbanState } from '@aurum/shared'
import { PageHeader } from '@/components/page-header'
import { ApiError } from '@/lib/api-client'
import { useErrorText } from '@/lib/error-text'
import { kanbanKeys, useAddBoard, useKanban, useMoveBoards, useMoveItems } from '../api'
import { KanbanBoardColumn, boardKey } from '../components/kanban-board'
import { ItemDrawer } from '../components/item-drawer'

/** The board a droppable id names: a board, a board's column, or a card on it. */
function boardOf(state: KanbanState, id: UniqueIdentifier): number | undefined {
  const text = String(id)
  const number = Number(text.slice(text.indexOf('-') + 1))
  if (text.startsWith('board-') || text.startsWith('drop-')) return number
  return state.boards.find((board) => board.itemsIds.includes(number))?.id
}

const idOf = (id: UniqueIdentifier) => {
  const text = String(id)
  return Number(text.slice(text.indexOf('-') + 1))
}

export function KanbanPage() {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const client = useQueryClient()
  const [dragging, setDragging] = useState(false)
  const kanban = useKanban(dragging)
  const moveItems = useMoveItems()
  const moveBoards = useMoveBoards()
  const addBoard = useAddBoard()
  const [open, setOpen] = useState<KanbanItem | null>(null)
  const [newBoard, setNewBoard] = useState<string | null>(null)
  const [boardError, setBoardError] = useState<string | undefined>()
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      // Space lifts and drops; Enter on a card opens it.
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  )
  const state = kanban.data
  const itemsById = useMemo(() => new Map((state?.items ?? []).map((item) => [item.id, item])), [state])

  const nameOf = (id: UniqueIdentifier | undefined): string => {
    if (id === undefined || !state) return ''
    const text = String(id)
    if (text.startsWith('item-')) return itemsById.get(idOf(id))?.title ?? ''
    return state.boards.find((board) => board.id === idOf(id))?.title ?? ''
  }
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('kanban.dnd.picked', { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('kanban.dnd.over', {
            name: nameOf(active.id),
            board: nameOf(boardKey(state ? (boardOf(state, over.id) ?? 0) : 0)),
          })
        : t('kanban.dnd.nowhere', { name: nameOf(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t('kanban.dnd.dropped', {
            name: nameOf(active.id),
            board: nameOf(boardKey(state ? (boardOf(state, over.id) ?? 0) : 0)),
          })
        : t('kanban.dnd.cancelled', { name: nameOf(active.id) }),
    onDragCancel: ({ active }) => t('kanban.dnd.cancelled', { name: nameOf(active.id) }),
  }

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(false)
    if (!state || !over) return
    const activeKey = String(active.id)
    const targetBoard = boardOf(state, over.id)
    if (targetBoard === undefined) return
    if (activeKey.startsWith('board-')) {
      const ids = state.boards.map((board) => board.id)
      const from = ids.indexOf(idOf(active.id))
      const to = ids.indexOf(targetBoard)
      if (from === to) return
      const order = arrayMove(ids, from, to)
      client.setQueryData<KanbanState>(kanbanKeys.all, {
        ...state,
        boards: order.map((id) => state.boards.find((board) => board.id === id)!),
      })
      moveBoards.mutate(order)
      return
    }
    const itemId = idOf(active.id)
    const source = state.boards.find((board) => board.itemsIds.includes(itemId))
    const target = state.boards.find((board) => board.id === targetBoard)
    if (!source || !target) return
    const overKey = String(over.id)
    let ids: number[]
    if (source.id === target.id) {
      const from = source.itemsIds.indexOf(itemId)
      const to = overKey.startsWith('item-')
        ? source.itemsIds.indexOf(idOf(over.id))
        : source.itemsIds.length - 1
      if (from === to) return
      ids = arrayMove(source.itemsIds, from, to)
    } else {
      const at = overKey.startsWith('item-') ? target.itemsIds.indexOf(idOf(over.id)) : target.itemsIds.length
      ids = [...target.itemsIds]
      ids.splice(at < 0 ? ids.length : at, 0, itemId)
    }
    client.setQueryData<KanbanState>(kanbanKeys.all, {
      ...state,
      boards: state.boards.map((board) =>
        board.id === target.id
          ? { ...board, itemsIds: ids }
          : { ...board, itemsIds: board.itemsIds.filter((id) => id !== itemId) },
      ),
      items: state.items.map((item) => (item.id === itemId ? { ...item, boardId: target.id } : item)),
    })
    moveItems.mutate({ boardId: target.id, ids })
  }

  const submitBoard = async () => {
    const title = (newBoard ?? '').trim()
    if (!title) return
    try {
      await addBoard.mutateAsync(title)
      setNewBoard(null)
      setBoardError(undefined)
    } catch (error) {
      const code = error instanceof ApiError ? (error.fieldCodes.title?.[0] ?? error.code) : undefined
      setBoardError(code ? errorText(code) : t('kanban.errors.saveFailed'))
    }
  }

  if (kanban.isPending) return <CircularProgress aria-label={t('kanban.loading')} />
  if (!state) return <Alert severity="error">{t('kanban.errors.loadFailed')}</Alert>

  // Adding a board sits in the page's title row: at the end of the columns it was cut off, or
  // scrolled out of sight, once the boards filled the width.
  const addBoardControl =
    newBoard !== null ? (
      <Box
        component="form"
        onSubmit={(event) => {
          event.preventDefault()
          void submitBoard()
        }}
        sx={{ display: 'flex', alignItems: 'flex-start', flexWrap: 'wrap', gap: 1 }}
      >
        <TextField
          size="small"
          autoFocus
          label={t('kanban.board.title')}
          value={newBoard}
          onChange={(event) => setNewBoard(event.target.value)}
          error={Boolean(boardError)}
          helperText={boardError}
        />
        <Box sx={{ display: 'flex', gap: 1, pt: 0.5 }}>
          <Button type="submit" size="small" variant="contained" loading={addBoard.isPending}>
            {t('kanban.board.add')}
          </Button>
          <Button size="small" color="secondary" onClick={() => setNewBoard(null)}>
            {t('common.cancel')}
          </Button>
        </Box>
      </Box>
    ) : (
      <Button variant="contained" onClick={() => setNewBoard('')}>
        {t('kanban.board.addNew')}
      </Button>
    )

  return (
    <>
      <PageHeader title={t('nav.kanban')} actions={addBoardControl} />
      {/* The boards scroll sideways in here, never the page (snapping to a board on a phone). */}
      <Box
        data-testid="kanban-boards"
        sx={{
          overflowX: 'auto',
          maxInlineSize: '100%',
          pb: 2,
          scrollSnapType: { xs: 'x proximity', sm: 'none' },
        }}
      >
        <DndContext
          sensors={sensors}
          collisionDetection={closestCorners}
          onDragStart={() => setDragging(true)}
          onDragCancel={() => setDragging(false)}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements,
            screenReaderInstructions: { draggable: t('kanban.dnd.instructions') },
          }}
        >
          <Box sx={{ display: 'flex', gap: { xs: 2, sm: 4 }, alignItems: 'flex-start' }}>
            <SortableContext
              items={state.boards.map((board) => boardKey(board.id))}
              strategy={horizontalListSortingStrategy}
            >
              {state.boards.map((board) => (
                <KanbanBoardColumn
                  key={board.id}
                  board={board}
                  items={board.itemsIds.flatMap((id) => {
                    const item = itemsById.get(id)
                    return item ? [item] : []
                  })}
                  onOpen={setOpen}
                />
              ))}
            </SortableContext>
          </Box>
        </DndContext>
        {open ? <ItemDrawer key={open.id} item={open} onClose={() => setOpen(null)} /> : null}
      </Box>
    </>
  )
}
