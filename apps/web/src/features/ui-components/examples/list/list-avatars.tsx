import Avatar from '@mui/material/Avatar'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemAvatar from '@mui/material/ListItemAvatar'
import ListItemText from '@mui/material/ListItemText'
import { useTranslation } from 'react-i18next'
import { TonalChip } from '@/components/tonal-chip'

const PEOPLE = [
  { name: 'Ada Lovelace', role: 'admin', online: true },
  { name: 'Alan Turing', role: 'editor', online: false },
  { name: 'Grace Hopper', role: 'author', online: true },
] as const
const slug = (name: string) => name.toLowerCase().replace(/\s+/g, '-')

export function ListAvatars() {
  const { t } = useTranslation()
  return (
    <List>
      {PEOPLE.map(({ name, role, online }, index) => (
        <ListItem
          key={name}
          divider={index < PEOPLE.length - 1}
          secondaryAction={
            <TonalChip
              color={online ? 'success' : 'secondary'}
              label={t(online ? 'uiComponents.list.online' : 'uiComponents.list.offline')}
            />
          }
        >
          <ListItemAvatar>
            <Avatar alt="" src={`/api/media/avatar/${slug(name)}.svg`} />
          </ListItemAvatar>
          <ListItemText primary={name} secondary={t(`uiComponents.list.roles.${role}`)} />
        </ListItem>
      ))}
    </List>
  )
}
