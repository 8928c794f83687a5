import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/page-header'
import { WizardCheckoutForm } from '../components/wizard-checkout-form'

export function CheckoutWizardPage() {
  const { t } = useTranslation()
  return (
    <>
      <PageHeader title={t('nav.checkout')} subtitle={t('wizards.checkout.subtitle')} />
      <WizardCheckoutForm />
    </>
  )
}
