import CloseOutlined from '@mui/icons-material/CloseOutlined'
import AppBar from '@mui/material/AppBar'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import IconButton from '@mui/material/IconButton'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Toolbar from '@mui/material/Toolbar'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

const SETTINGS = ['ringtone', 'alarm'] as const

export function DialogFullScreen() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const titleId = useId()
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {t('uiComponents.dialog.openFullScreen')}
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
              {t('uiComponents.dialog.fullScreenTitle')}
            </Typography>
            <Button color="inherit" onClick={() => setOpen(false)}>
              {t('common.save')}
            </Button>
          </Toolbar>
        </AppBar>
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
      </Dialog>
    </>
  )
}
