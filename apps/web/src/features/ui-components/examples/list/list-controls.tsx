import Checkbox from '@mui/material/Checkbox'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Switch from '@mui/material/Switch'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

const TASKS = ['design', 'review', 'deploy'] as const

export function ListControls() {
  const { t } = useTranslation()
  const [done, setDone] = useState<string[]>(['design'])
  const [wifi, setWifi] = useState(true)
  const wifiId = useId()
  const toggle = (task: string) =>
    setDone((current) =>
      current.includes(task) ? current.filter((item) => item !== task) : [...current, task],
    )
  return (
    <List>
      {TASKS.map((task) => (
        <ListItem key={task} dense>
          <ListItemIcon>
            <Checkbox
              edge="start"
              checked={done.includes(task)}
              onChange={() => toggle(task)}
              slotProps={{ input: { 'aria-labelledby': `${wifiId}-${task}` } }}
            />
          </ListItemIcon>
          <ListItemText id={`${wifiId}-${task}`} primary={t(`uiComponents.list.tasks.${task}`)} />
        </ListItem>
      ))}
      <ListItem
        secondaryAction={
          <Switch
            edge="end"
            checked={wifi}
            onChange={(event) => setWifi(event.target.checked)}
            slotProps={{ input: { 'aria-labelledby': wifiId } }}
          />
        }
      >
        <ListItemText id={wifiId} primary={t('uiComponents.list.wifi')} />
      </ListItem>
    </List>
  )
}
