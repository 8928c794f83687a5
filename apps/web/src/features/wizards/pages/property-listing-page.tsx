// /wizard-examples/property-listing: the property-listing wizard, and under it "Your listings".
// Editing a listing is held in the address (?edit=<id>), so a reload reopens the same edit.
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { PageHeader } from '@/components/page-header'
import { ErrorState, LoadingState } from '@/components/state-views'
import { useListing } from '../api'
import { WizardListingForm } from '../components/wizard-listing-form'
import { WizardListingList } from '../components/wizard-listing-list'
import { useEditParam } from '../components/use-edit-param'

export function PropertyListingPage() {
  const { t } = useTranslation()
  const [editId, setEditId] = useEditParam(useSearchParams())
  const listing = useListing(editId)
  return (
    <>
      <PageHeader title={t('nav.propertyListing')} subtitle={t('wizards.listing.subtitle')} />
      {editId === null ? (
        <WizardListingForm />
      ) : listing.isError ? (
        <ErrorState error={listing.error} onRetry={() => void listing.refetch()} />
      ) : listing.data ? (
        <WizardListingForm key={listing.data.id} listing={listing.data} onEdited={() => setEditId(null)} />
      ) : (
        <LoadingState label={t('wizards.kit.loading')} />
      )}
      <WizardListingList onEdit={(row) => setEditId(row.id)} />
    </>
  )
}
