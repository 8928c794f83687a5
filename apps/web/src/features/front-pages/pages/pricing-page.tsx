// /front-pages/pricing and /pages/pricing: the plans with the monthly/annual switch. Public.
import Container from '@mui/material/Container'
import { useTranslation } from 'react-i18next'
import { FrontFrame, FrontHero } from '../components/front-frame'
import { PricingPlans } from '../components/pricing-plans'

export function PricingPage() {
  const { t } = useTranslation()
  return (
    <FrontFrame title={t('frontPages.pricing.title')} description={t('frontPages.pricing.description')}>
      <FrontHero title={t('frontPages.pricing.title')} subtitle={t('frontPages.pricing.subtitle')} />
      <Container sx={{ py: 6 }}>
        <PricingPlans />
      </Container>
    </FrontFrame>
  )
}
