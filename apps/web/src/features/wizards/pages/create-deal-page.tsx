import { useTranslation } from 'react-i18next'
import { PageHeader } from '../../../components/page-header'
import { WizardDealForm } from '../components/wizard-deal-form'

export function CreateDealPage() {
  const { t } = useTranslation()
  return (
    <>
      <PageHeader title={t('nav.createDeal')} subtitle={t('wizards.deal.subtitle')} />
      <WizardDealForm />
    </>
  )
}
