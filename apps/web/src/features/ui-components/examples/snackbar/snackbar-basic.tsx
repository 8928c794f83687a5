import Button from '@mui/material/Button'
import Snackbar from '@mui/material/Snackbar'
import Stack from '@mui/material/Stack'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

export function SnackbarBasic() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const [archived, setArchived] = useState(0)
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Button
        variant="outlined"
        onClick={() => {
          setArchived((count) => count + 1)
          setOpen(true)
        }}
      >
        {t('uiComponents.snackbar.archive')}
      </Button>
      <Snackbar
        open={open}
        autoHideDuration={4000}
        onClose={() => setOpen(false)}
        message={t('uiComponents.snackbar.archived', { count: archived })}
        action={
          <Button
            color="primary"
            size="small"
            onClick={() => {
              setArchived((count) => count - 1)
              setOpen(false)
            }}
          >
            {t('uiComponents.snackbar.undo')}
          </Button>
        }
      />
    </Stack>
  )
}
