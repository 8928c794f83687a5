// One card of a board: sortable with the pointer and the keyboard (the whole card is the handle);
// a click opens the item drawer.
import Avatar from '@mui/material/Avatar'
import AvatarGroup from '@mui/material/AvatarGroup'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutline'
import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { useTranslation } from 'react-i18next'
import type { KanbanItem } from '@aurum/shared'
import { useFormat } from '@/lib/format'

export const itemKey = (id: number) => `item-${id}`

export function KanbanCard({ item, onOpen }: { item: KanbanItem; onOpen: (item: KanbanItem) => void }) {
  const { t } = useTranslation()
  const format = useFormat()
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: itemKey(item.id),
    data: { type: 'item', boardId: item.boardId },
  })
  return (
    <Card
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      aria-roledescription={t('kanban.dnd.card')}
      data-testid={`kanban-card-${item.id}`}
      onClick={() => onOpen(item)}
      onKeyDown={(event) => {
        listeners?.onKeyDown?.(event)
        if (event.key === 'Enter' && !event.defaultPrevented) onOpen(item)
      }}
      sx={{
        p: 2,
        cursor: 'grab',
        opacity: isDragging ? 0.5 : 1,
        transform: CSS.Transform.toString(transform),
        transition,
        touchAction: 'none',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
      }}
    >
      {item.image ? (
        <Box
          component="img"
          src={item.image}
          alt=""
          sx={{ display: 'block', width: '100%', height: 120, objectFit: 'cover', borderRadius: 1, mb: 1 }}
        />
      ) : null}
      {item.labels.length ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
          {item.labels.map((label) => (
            <Chip key={label} label={label} size="small" variant="outlined" />
          ))}
        </Box>
      ) : null}
      <Typography variant="body1" dir="auto">
        {item.title}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mt: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
          {item.dueDate ? <Typography variant="caption">{format.shortDate(item.dueDate)}</Typography> : null}
          <ChatBubbleOutline fontSize="inherit" aria-hidden />
          <Typography variant="caption">
            {t('kanban.card.comments', { count: item.commentsCount })}
          </Typography>
        </Box>
        <AvatarGroup max={3} sx={{ '& .MuiAvatar-root': { width: 24, height: 24, fontSize: 12 } }}>
          {item.members.map((member) => (
            <Avatar key={member.id} alt={member.name} src={member.img ?? undefined}>
              {member.name.slice(0, 1)}
            </Avatar>
          ))}
        </AvatarGroup>
      </Box>
    </Card>
  )
}
