import DraftsOutlined from '@mui/icons-material/DraftsOutlined'
import InboxOutlined from '@mui/icons-material/InboxOutlined'
import SendOutlined from '@mui/icons-material/SendOutlined'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

const FOLDERS = [
  { id: 'inbox', Icon: InboxOutlined },
  { id: 'drafts', Icon: DraftsOutlined },
  { id: 'sent', Icon: SendOutlined },
] as const

export function ListBasic() {
  const { t } = useTranslation()
  const [selected, setSelected] = useState<string>('inbox')
  return (
    <List aria-label={t('uiComponents.list.folders')}>
      {FOLDERS.map(({ id, Icon }) => (
        <ListItem key={id} disablePadding>
          <ListItemButton selected={selected === id} onClick={() => setSelected(id)}>
            <ListItemIcon>
              <Icon />
            </ListItemIcon>
            <ListItemText primary={t(`uiComponents.list.folder.${id}`)} />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  )
}
