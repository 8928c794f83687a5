import Box from '@mui/material/Box'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

const TABS = ['overview', 'activity', 'settings'] as const

export function TabsBasic() {
  const { t } = useTranslation()
  const [tab, setTab] = useState<(typeof TABS)[number]>('overview')
  const id = useId()
  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_, value: (typeof TABS)[number]) => setTab(value)}
        aria-label={t('uiComponents.tabs.label')}
      >
        {TABS.map((value) => (
          <Tab
            key={value}
            value={value}
            label={t(`uiComponents.tabs.names.${value}`)}
            id={`${id}-${value}`}
            aria-controls={`${id}-${value}-panel`}
          />
        ))}
        <Tab label={t('uiComponents.button.disabled')} disabled />
      </Tabs>
      <Box role="tabpanel" id={`${id}-${tab}-panel`} aria-labelledby={`${id}-${tab}`} sx={{ pt: 2 }}>
        <Typography color="text.secondary">{t(`uiComponents.tabs.panels.${tab}`)}</Typography>
      </Box>
    </Box>
  )
}
