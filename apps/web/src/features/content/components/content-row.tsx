// One entry of an authoring list: its title, the languages it is written in, whether it is
// published (a switch), buttons to move it up or down in its group, to edit it and, for roles that
// may, to delete it.
import type { ReactNode } from 'react'
import IconButton from '@mui/material/IconButton'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import Tooltip from '@mui/material/Tooltip'
import ArrowDownwardOutlined from '@mui/icons-material/ArrowDownwardOutlined'
import ArrowUpwardOutlined from '@mui/icons-material/ArrowUpwardOutlined'
import DeleteOutlined from '@mui/icons-material/DeleteOutlined'
import EditOutlined from '@mui/icons-material/EditOutlined'
import { useTranslation } from 'react-i18next'

export type ContentRowProps = {
  title: string
  secondary?: string
  /** Under the title: which languages are written (ContentLanguageChips). */
  languages?: ReactNode
  published: boolean
  first: boolean
  last: boolean
  canUpdate: boolean
  canDelete: boolean
  busy: boolean
  onMove: (by: -1 | 1) => void
  onPublish: (published: boolean) => void
  onEdit: () => void
  onDelete: () => void
}

export function ContentRow(props: ContentRowProps) {
  const { t } = useTranslation()
  const { title } = props
  return (
    <ListItem
      divider
      secondaryAction={
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <Tooltip title={t('content.published')}>
            <Switch
              checked={props.published}
              disabled={!props.canUpdate || props.busy}
              onChange={(event) => props.onPublish(event.target.checked)}
              slotProps={{ input: { 'aria-label': t('content.publishNamed', { title }) } }}
            />
          </Tooltip>
          <IconButton
            aria-label={t('content.moveUp', { title })}
            disabled={!props.canUpdate || props.first || props.busy}
            onClick={() => props.onMove(-1)}
          >
            <ArrowUpwardOutlined />
          </IconButton>
          <IconButton
            aria-label={t('content.moveDown', { title })}
            disabled={!props.canUpdate || props.last || props.busy}
            onClick={() => props.onMove(1)}
          >
            <ArrowDownwardOutlined />
          </IconButton>
          <IconButton
            aria-label={t('content.editNamed', { title })}
            disabled={!props.canUpdate}
            onClick={props.onEdit}
          >
            <EditOutlined />
          </IconButton>
          {props.canDelete ? (
            <IconButton aria-label={t('content.deleteNamed', { title })} onClick={props.onDelete}>
              <DeleteOutlined />
            </IconButton>
          ) : null}
        </Stack>
      }
      sx={{ pe: 30 }}
    >
      <ListItemText
        primary={title}
        secondary={
          props.secondary || props.languages ? (
            <>
              {props.secondary}
              {props.languages}
            </>
          ) : undefined
        }
        // An entry's title reads in its own direction (an English question in Arabic keeps its "?").
        slotProps={{ primary: { dir: 'auto' }, secondary: { component: 'div' } }}
      />
    </ListItem>
  )
}

/** The ids with one moved by one place. */
export function moved(ids: number[], id: number, by: -1 | 1): number[] {
  const index = ids.indexOf(id)
  const target = index + by
  if (index < 0 || target < 0 || target >= ids.length) return ids
  const next = [...ids]
  next[index] = ids[target]!
  next[target] = id
  return next
}
