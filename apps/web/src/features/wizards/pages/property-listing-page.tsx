import { useTranslation } from 'react-i18next'
import { PageHeader } from '../../../components/page-header'
import { WizardListingForm } from '../components/wizard-listing-form'

export function PropertyListingPage() {
  const { t } = useTranslation()
  return (
    <>
      <PageHeader title={t('nav.propertyListing')} subtitle={t('wizards.listing.subtitle')} />
      <WizardListingForm />
    </>
  )
}
