import CloseOutlined from '@mui/icons-material/CloseOutlined'
import AppBar from '@mui/material/AppBar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import IconButton from '@mui/material/IconButton'
import TextField from '@mui/material/TextField'
import Toolbar from '@mui/material/Toolbar'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

/** A full-screen dialog for a longer task: writing a note, with save in its bar. */
export function DialogFullScreen() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const [note, setNote] = useState('')
  const [saved, setSaved] = useState('')
  const titleId = useId()
  return (
    <>
      {saved && <Typography sx={{ mb: 2, whiteSpace: 'pre-line' }}>{saved}</Typography>}
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {t('dialogExamples.fullScreen.open')}
      </Button>
      <Dialog fullScreen open={open} onClose={() => setOpen(false)} aria-labelledby={titleId}>
        <AppBar position="relative" elevation={0}>
          <Toolbar>
            <IconButton
              edge="start"
              color="inherit"
              onClick={() => setOpen(false)}
              aria-label={t('common.close')}
            >
              <CloseOutlined />
            </IconButton>
            <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1, marginInlineStart: 2 }}>
              {t('dialogExamples.fullScreen.title')}
            </Typography>
            <Button
              color="inherit"
              onClick={() => {
                setSaved(note)
                setOpen(false)
              }}
            >
              {t('common.save')}
            </Button>
          </Toolbar>
        </AppBar>
        <Box sx={{ p: 3 }}>
          <TextField
            multiline
            minRows={12}
            autoFocus
            label={t('dialogExamples.fullScreen.note')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </Box>
      </Dialog>
    </>
  )
}
