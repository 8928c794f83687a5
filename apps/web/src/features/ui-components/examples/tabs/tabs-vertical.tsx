import Box from '@mui/material/Box'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

const TABS = ['overview', 'activity', 'settings'] as const

export function TabsVertical() {
  const { t } = useTranslation()
  const [tab, setTab] = useState<(typeof TABS)[number]>('activity')
  return (
    <Box sx={{ display: 'flex', gap: 2, minHeight: 160 }}>
      <Tabs
        orientation="vertical"
        value={tab}
        onChange={(_, value: (typeof TABS)[number]) => setTab(value)}
        aria-label={t('uiComponents.tabs.label')}
        sx={{ borderInlineEnd: 1, borderColor: 'divider', flexShrink: 0 }}
      >
        {TABS.map((value) => (
          <Tab key={value} value={value} label={t(`uiComponents.tabs.names.${value}`)} />
        ))}
      </Tabs>
      <Typography color="text.secondary">{t(`uiComponents.tabs.panels.${tab}`)}</Typography>
    </Box>
  )
}
