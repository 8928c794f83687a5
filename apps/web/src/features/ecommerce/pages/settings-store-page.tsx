// /apps/ecommerce/settings: the store's settings in four sections (details, payments, checkout,
// notifications), each a form saved on its own. The open section is in the
// URL (?section=…); every section stays mounted so switching tabs keeps unsaved edits.
import type { ComponentType } from 'react'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import Grid from '@mui/material/Grid'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { useMediaQuery, useTheme } from '@mui/material'
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined'
import PaymentOutlined from '@mui/icons-material/PaymentOutlined'
import ShoppingCartCheckoutOutlined from '@mui/icons-material/ShoppingCartCheckoutOutlined'
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { STORE_SETTINGS_SECTIONS, type StoreSettings, type StoreSettingsSection } from '@aurum/shared'
import { PageHeader } from '@/components/page-header'
import { ErrorState, LoadingState } from '@/components/state-views'
import { useStoreSettings } from '../api/settings'
import { SettingsCheckoutForm } from '../components/settings-checkout-form'
import { SettingsDetailsForm } from '../components/settings-details-form'
import { SettingsNotificationsForm } from '../components/settings-notifications-form'
import { SettingsPaymentsForm } from '../components/settings-payments-form'

const SECTION_ICONS: Record<StoreSettingsSection, ComponentType> = {
  details: StorefrontOutlined,
  payments: PaymentOutlined,
  checkout: ShoppingCartCheckoutOutlined,
  notifications: NotificationsNoneOutlined,
}

function SectionForm({ section, settings }: { section: StoreSettingsSection; settings: StoreSettings }) {
  switch (section) {
    case 'details':
      return <SettingsDetailsForm saved={settings.details} />
    case 'payments':
      return <SettingsPaymentsForm saved={settings.payments} />
    case 'checkout':
      return <SettingsCheckoutForm saved={settings.checkout} />
    case 'notifications':
      return <SettingsNotificationsForm saved={settings.notifications} />
  }
}

const isSection = (value: string | null): value is StoreSettingsSection =>
  (STORE_SETTINGS_SECTIONS as readonly (string | null)[]).includes(value)

export function SettingsStorePage() {
  const { t } = useTranslation()
  const theme = useTheme()
  // noSsr: the first render already has the right orientation (the indicator is measured for it).
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true })
  const [search, setSearch] = useSearchParams()
  const requested = search.get('section')
  const section: StoreSettingsSection = isSection(requested) ? requested : 'details'
  const settings = useStoreSettings()

  const choose = (next: StoreSettingsSection) =>
    setSearch(
      (current) => {
        const params = new URLSearchParams(current)
        if (next === 'details') params.delete('section')
        else params.set('section', next)
        return params
      },
      { replace: true },
    )

  return (
    <Box>
      <PageHeader title={t('ecommerce.settings.title')} subtitle={t('ecommerce.settings.subtitle')} />
      {settings.isPending ? <LoadingState /> : null}
      {settings.isError ? (
        <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />
      ) : null}
      {settings.data ? (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 3 }}>
            <Card>
              <Tabs
                // A new orientation measures its indicator afresh.
                key={wide ? 'vertical' : 'horizontal'}
                orientation={wide ? 'vertical' : 'horizontal'}
                variant={wide ? 'standard' : 'scrollable'}
                allowScrollButtonsMobile
                value={section}
                onChange={(_event, value: StoreSettingsSection) => choose(value)}
                aria-label={t('ecommerce.settings.sectionsLabel')}
                sx={{ '& .MuiTab-root': { justifyContent: 'flex-start', minHeight: 48, textAlign: 'start' } }}
              >
                {STORE_SETTINGS_SECTIONS.map((name) => {
                  const Icon = SECTION_ICONS[name]
                  return (
                    <Tab
                      key={name}
                      value={name}
                      id={`settings-tab-${name}`}
                      aria-controls={`settings-panel-${name}`}
                      icon={<Icon />}
                      iconPosition="start"
                      label={t(`ecommerce.settings.sections.${name}`)}
                    />
                  )
                })}
              </Tabs>
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 9 }}>
            {STORE_SETTINGS_SECTIONS.map((name) => (
              <Box
                key={name}
                role="tabpanel"
                id={`settings-panel-${name}`}
                aria-labelledby={`settings-tab-${name}`}
                hidden={name !== section}
              >
                <SectionForm section={name} settings={settings.data} />
              </Box>
            ))}
          </Grid>
        </Grid>
      ) : null}
    </Box>
  )
}
