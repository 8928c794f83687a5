import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined'
import ContentCutOutlined from '@mui/icons-material/ContentCutOutlined'
import ContentPasteOutlined from '@mui/icons-material/ContentPasteOutlined'
import MoreVertOutlined from '@mui/icons-material/MoreVertOutlined'
import Divider from '@mui/material/Divider'
import IconButton from '@mui/material/IconButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

const ITEMS = [
  { id: 'cut', Icon: ContentCutOutlined, keys: 'Ctrl+X' },
  { id: 'copy', Icon: ContentCopyOutlined, keys: 'Ctrl+C' },
  { id: 'paste', Icon: ContentPasteOutlined, keys: 'Ctrl+V' },
] as const

export function MenuIcons() {
  const { t } = useTranslation()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const menuId = useId()
  return (
    <>
      <IconButton
        aria-label={t('uiComponents.menu.more')}
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertOutlined />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {ITEMS.map(({ id, Icon, keys }) => (
          <MenuItem key={id} onClick={() => setAnchor(null)} sx={{ minWidth: 220 }}>
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{t(`uiComponents.menu.edit.${id}`)}</ListItemText>
            <Typography variant="body2" color="text.secondary" dir="ltr">
              {keys}
            </Typography>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem disabled>{t('uiComponents.menu.edit.undo')}</MenuItem>
      </Menu>
    </>
  )
}
