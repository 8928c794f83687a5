import Button from '@mui/material/Button'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FullScreenDialog } from '@/components/full-screen-dialog'

const SETTINGS = ['ringtone', 'alarm'] as const

export function DialogFullScreen() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {t('uiComponents.dialog.openFullScreen')}
      </Button>
      <FullScreenDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('uiComponents.dialog.fullScreenTitle')}
        action={{ label: t('common.save'), onClick: () => setOpen(false) }}
      >
        <List>
          {SETTINGS.map((setting) => (
            <ListItemButton key={setting}>
              <ListItemText
                primary={t(`uiComponents.dialog.settings.${setting}`)}
                secondary={t(`uiComponents.dialog.settings.${setting}Value`)}
              />
            </ListItemButton>
          ))}
        </List>
      </FullScreenDialog>
    </>
  )
}
