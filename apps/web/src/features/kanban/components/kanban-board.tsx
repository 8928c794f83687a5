// One board: its title (rename inline, delete with confirmation from its menu), its sortable cards,
// and adding a card inline at its end. The board itself is sortable among the boards by its title.
import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import IconButton from '@mui/material/IconButton'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import AddOutlined from '@mui/icons-material/AddOutlined'
import DragIndicator from '@mui/icons-material/DragIndicator'
import MoreVert from '@mui/icons-material/MoreVert'
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { useDroppable } from '@dnd-kit/core'
import { CSS } from '@dnd-kit/utilities'
import { useTranslation } from 'react-i18next'
import type { KanbanBoard as Board, KanbanItem } from '@aurum/shared'
import { ApiError } from '@/lib/api-client'
import { useErrorText } from '@/lib/error-text'
import { useAddItem, useDeleteBoard, useRenameBoard } from '../api'
import { KanbanCard, itemKey } from './kanban-card'

export const boardKey = (id: number) => `board-${id}`

type Props = { board: Board; items: KanbanItem[]; onOpen: (item: KanbanItem) => void }

export function KanbanBoardColumn({ board, items, onOpen }: Props) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: boardKey(board.id),
    data: { type: 'board' },
  })
  // The column's body takes cards even when empty.
  const { setNodeRef: setDropRef } = useDroppable({
    id: `drop-${board.id}`,
    data: { type: 'column', boardId: board.id },
  })
  const addItem = useAddItem()
  const rename = useRenameBoard()
  const remove = useDeleteBoard()
  const [menu, setMenu] = useState<HTMLElement | null>(null)
  const [renaming, setRenaming] = useState<string | null>(null)
  const [renameError, setRenameError] = useState<string | undefined>()
  const [adding, setAdding] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)

  const submitRename = async () => {
    if (renaming === null) return
    const newName = renaming.trim()
    if (!newName || newName === board.title) return setRenaming(null)
    try {
      await rename.mutateAsync({ boardId: board.id, newName })
      setRenaming(null)
      setRenameError(undefined)
    } catch (error) {
      const code = error instanceof ApiError ? (error.fieldCodes.newName?.[0] ?? error.code) : undefined
      setRenameError(code ? errorText(code) : t('kanban.errors.saveFailed'))
    }
  }

  const submitItem = async () => {
    const itemTitle = (adding ?? '').trim()
    if (!itemTitle) return
    await addItem.mutateAsync({ itemTitle, boardId: board.id, boardName: board.title })
    setAdding('')
  }

  return (
    <Box
      ref={setNodeRef}
      component="section"
      aria-label={board.title}
      data-testid={`kanban-board-${board.id}`}
      sx={{
        // On a phone a board is most of the screen, the next one peeking in to say the row scrolls.
        width: { xs: '85vw', sm: 300 },
        flexShrink: 0,
        scrollSnapAlign: 'start',
        opacity: isDragging ? 0.5 : 1,
        transform: CSS.Translate.toString(transform),
        transition: transition,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <IconButton
          size="small"
          {...attributes}
          {...listeners}
          aria-roledescription={t('kanban.dnd.board')}
          aria-label={t('kanban.board.move', { title: board.title })}
          sx={{ cursor: 'grab', touchAction: 'none' }}
        >
          <DragIndicator fontSize="small" />
        </IconButton>
        {renaming !== null ? (
          <TextField
            size="small"
            autoFocus
            value={renaming}
            label={t('kanban.board.rename')}
            onChange={(event) => setRenaming(event.target.value)}
            onBlur={() => void submitRename()}
            onKeyDown={(event) => {
              if (event.key === 'Enter') void submitRename()
              if (event.key === 'Escape') setRenaming(null)
            }}
            error={Boolean(renameError)}
            helperText={renameError}
            sx={{ flexGrow: 1 }}
          />
        ) : (
          <Typography component="h2" variant="h6" sx={{ flexGrow: 1 }} dir="auto">
            {board.title}
          </Typography>
        )}
        <IconButton
          size="small"
          aria-label={t('kanban.board.actions', { title: board.title })}
          onClick={(e) => setMenu(e.currentTarget)}
        >
          <MoreVert fontSize="small" />
        </IconButton>
        <Menu anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
          <MenuItem
            onClick={() => {
              setMenu(null)
              setRenameError(undefined)
              setRenaming(board.title)
            }}
          >
            {t('kanban.board.rename')}
          </MenuItem>
          <MenuItem
            onClick={() => {
              setMenu(null)
              setConfirming(true)
            }}
          >
            {t('kanban.board.delete')}
          </MenuItem>
        </Menu>
      </Box>
      <SortableContext items={items.map((item) => itemKey(item.id))} strategy={verticalListSortingStrategy}>
        <Box ref={setDropRef} sx={{ display: 'flex', flexDirection: 'column', gap: 2, minHeight: 64 }}>
          {items.map((item) => (
            <KanbanCard key={item.id} item={item} onOpen={onOpen} />
          ))}
        </Box>
      </SortableContext>
      {adding !== null ? (
        <Box
          component="form"
          onSubmit={(event) => {
            event.preventDefault()
            void submitItem()
          }}
          sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 1 }}
        >
          <TextField
            size="small"
            autoFocus
            label={t('kanban.item.title')}
            value={adding}
            onChange={(event) => setAdding(event.target.value)}
            onKeyDown={(event) => event.key === 'Escape' && setAdding(null)}
          />
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button type="submit" size="small" variant="contained" loading={addItem.isPending}>
              {t('kanban.item.add')}
            </Button>
            <Button size="small" color="secondary" onClick={() => setAdding(null)}>
              {t('common.cancel')}
            </Button>
          </Box>
        </Box>
      ) : (
        <Button startIcon={<AddOutlined />} size="small" sx={{ mt: 2 }} onClick={() => setAdding('')}>
          {t('kanban.item.addNew')}
        </Button>
      )}
      <Dialog open={confirming} onClose={() => setConfirming(false)}>
        <DialogTitle>{t('kanban.board.deleteTitle')}</DialogTitle>
        <DialogContent>{t('kanban.board.deleteText', { title: board.title })}</DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('common.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            loading={remove.isPending}
            onClick={() => remove.mutate(board.id, { onSettled: () => setConfirming(false) })}
          >
            {t('kanban.board.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  )
}
