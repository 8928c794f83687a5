// The plans with a monthly/annual switch (the same plans as the account's billing tab, from the
// server). Each plan leads to the payment page with the plan and the billing cycle chosen.
import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Grid from '@mui/material/Grid'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import CheckOutlined from '@mui/icons-material/CheckOutlined'
import type { BillingCycle } from '@aurum/shared'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { useFormat } from '@/lib/format'
import { usePlans } from '../api'
import { frontPaths } from '../front-paths'
import { FrontLoadError, FrontLoading } from './front-status'

export function useDollars() {
  const format = useFormat()
  return format.price
}

export function PricingPlans({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const { t } = useTranslation()
  const plans = usePlans()
  const dollars = useDollars()
  const [cycle, setCycle] = useState<BillingCycle>('monthly')
  if (plans.isPending) return <FrontLoading />
  if (plans.isError) return <FrontLoadError onRetry={() => void plans.refetch()} />
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'center', mb: 4 }}>
        <Typography id="pricing-monthly">{t('frontPages.pricing.monthly')}</Typography>
        <Switch
          checked={cycle === 'annual'}
          onChange={(event) => setCycle(event.target.checked ? 'annual' : 'monthly')}
          slotProps={{ input: { 'aria-label': t('frontPages.pricing.annualSwitch') } }}
        />
        <Typography>{t('frontPages.pricing.annual')}</Typography>
        <Chip size="small" color="primary" label={t('frontPages.pricing.save')} />
      </Stack>
      <Grid container spacing={3}>
        {plans.data.map((plan) => {
          const monthly = cycle === 'annual' ? plan.annualMonthlyPrice : plan.monthlyPrice
          return (
            <Grid key={plan.code} size={{ xs: 12, sm: 6, lg: 3 }}>
              <Card
                variant="outlined"
                sx={{
                  height: '100%',
                  borderColor: plan.popular ? 'primary.main' : undefined,
                  borderWidth: plan.popular ? 2 : 1,
                }}
              >
                <CardContent sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
                  <Stack
                    direction="row"
                    sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}
                  >
                    <Typography variant="h5" component={headingLevel}>
                      {t(`frontPages.pricing.plans.${plan.code}.name`)}
                    </Typography>
                    {plan.popular ? (
                      <Chip size="small" color="primary" label={t('frontPages.pricing.popular')} />
                    ) : null}
                  </Stack>
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                    {t(`frontPages.pricing.plans.${plan.code}.tagline`)}
                  </Typography>
                  <Box sx={{ mb: 2 }} data-testid={`price-${plan.code}`}>
                    <Typography component="span" variant="h3" sx={{ fontWeight: 700 }}>
                      {dollars(monthly)}
                    </Typography>
                    <Typography component="span" color="text.secondary">
                      {t('frontPages.pricing.perMonth')}
                    </Typography>
                    {cycle === 'annual' && monthly > 0 ? (
                      <Typography variant="body2" color="text.secondary">
                        {t('frontPages.pricing.billedYearly', { total: dollars(monthly * 12) })}
                      </Typography>
                    ) : null}
                  </Box>
                  <Stack
                    component="ul"
                    spacing={1}
                    sx={{ listStyle: 'none', p: 0, m: 0, mb: 3, flexGrow: 1 }}
                  >
                    {plan.features.map((feature) => (
                      <Stack
                        component="li"
                        key={feature}
                        direction="row"
                        spacing={1}
                        sx={{ alignItems: 'center' }}
                      >
                        <CheckOutlined fontSize="small" color="primary" aria-hidden />
                        <Typography variant="body2">{t(`frontPages.pricing.features.${feature}`)}</Typography>
                      </Stack>
                    ))}
                  </Stack>
                  <Button
                    component={RouterLink}
                    to={`${frontPaths.payment}?plan=${plan.code}&cycle=${cycle}`}
                    variant={plan.popular ? 'contained' : 'outlined'}
                    fullWidth
                  >
                    {t('frontPages.pricing.choose', {
                      plan: t(`frontPages.pricing.plans.${plan.code}.name`),
                    })}
                  </Button>
                </CardContent>
              </Card>
            </Grid>
          )
        })}
      </Grid>
    </>
  )
}
