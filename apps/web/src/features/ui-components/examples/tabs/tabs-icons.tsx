import FavoriteBorderOutlined from '@mui/icons-material/FavoriteBorderOutlined'
import PersonOutlined from '@mui/icons-material/PersonOutlined'
import PhoneOutlined from '@mui/icons-material/PhoneOutlined'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

const TABS = [
  { id: 'recents', Icon: PhoneOutlined },
  { id: 'favorites', Icon: FavoriteBorderOutlined },
  { id: 'contacts', Icon: PersonOutlined },
] as const

export function TabsIcons() {
  const { t } = useTranslation()
  const [tab, setTab] = useState(0)
  return (
    <Tabs
      value={tab}
      onChange={(_, value: number) => setTab(value)}
      variant="fullWidth"
      aria-label={t('uiComponents.tabs.label')}
    >
      {TABS.map(({ id, Icon }) => (
        <Tab key={id} icon={<Icon />} iconPosition="top" label={t(`uiComponents.tabs.names.${id}`)} />
      ))}
    </Tabs>
  )
}
