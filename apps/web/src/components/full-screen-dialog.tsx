// A dialog over the whole screen for a longer task: a bar with close, the title and one action
// (save), then the task's content.
import CloseOutlined from '@mui/icons-material/CloseOutlined'
import AppBar from '@mui/material/AppBar'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import IconButton from '@mui/material/IconButton'
import Toolbar from '@mui/material/Toolbar'
import Typography from '@mui/material/Typography'
import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

export type FullScreenDialogProps = {
  open: boolean
  onClose: () => void
  title: string
  /** The bar's one action: its label and what it does. */
  action: { label: string; onClick: () => void }
  children: ReactNode
}

export function FullScreenDialog({ open, onClose, title, action, children }: FullScreenDialogProps) {
  const { t } = useTranslation()
  const titleId = useId()
  return (
    <Dialog fullScreen open={open} onClose={onClose} aria-labelledby={titleId}>
      <AppBar position="relative" elevation={0}>
        <Toolbar>
          <IconButton edge="start" color="inherit" onClick={onClose} aria-label={t('common.close')}>
            <CloseOutlined />
          </IconButton>
          <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1, marginInlineStart: 2 }}>
            {title}
          </Typography>
          <Button color="inherit" onClick={action.onClick}>
            {action.label}
          </Button>
        </Toolbar>
      </AppBar>
      {children}
    </Dialog>
  )
}
