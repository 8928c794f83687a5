import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

const TABS = ['browser', 'os', 'country'] as const

/** Tabs in a card's header that switch its content. */
export function CardAdvanceTabs() {
  const { t } = useTranslation()
  const [tab, setTab] = useState<(typeof TABS)[number]>('browser')
  return (
    <Card variant="outlined">
      <Tabs
        value={tab}
        onChange={(_, value: (typeof TABS)[number]) => setTab(value)}
        variant="fullWidth"
        aria-label={t('cards.advance.tabsLabel')}
      >
        {TABS.map((value) => (
          <Tab key={value} value={value} label={t(`cards.advance.tabs.${value}`)} />
        ))}
      </Tabs>
      <CardContent>
        <Typography color="text.secondary">{t(`cards.advance.tabText.${tab}`)}</Typography>
      </CardContent>
    </Card>
  )
}
