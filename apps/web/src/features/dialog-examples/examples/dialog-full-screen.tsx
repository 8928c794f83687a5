import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FullScreenDialog } from '@/components/full-screen-dialog'

/** A full-screen dialog for a longer task: writing a note, with save in its bar. */
export function DialogFullScreen() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const [note, setNote] = useState('')
  const [saved, setSaved] = useState('')
  return (
    <>
      {saved && <Typography sx={{ mb: 2, whiteSpace: 'pre-line' }}>{saved}</Typography>}
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {t('dialogExamples.fullScreen.open')}
      </Button>
      <FullScreenDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('dialogExamples.fullScreen.title')}
        action={{
          label: t('common.save'),
          onClick: () => {
            setSaved(note)
            setOpen(false)
          },
        }}
      >
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
      </FullScreenDialog>
    </>
  )
}
