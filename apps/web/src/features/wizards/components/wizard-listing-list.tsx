// "Your listings": the signed-in user's property listings (GET /api/wizards/listings), each opened
// (with its photos), edited in the property-listing wizard or deleted.
import Box from '@mui/material/Box'
import { useTranslation } from 'react-i18next'
import type { Listing } from '@aurum/shared'
import { useFormat } from '@/lib/format'
import { useDeleteListing, useListings } from '../api'
import { WizardReview } from './wizard-fields'
import { useListingName, useListingReviewSections } from './wizard-listing-form'
import { WizardListingThumbnails } from './wizard-listing-thumbnails'
import { WizardSavedList } from './wizard-saved-list'

export function WizardListingList({ onEdit }: { onEdit: (listing: Listing) => void }) {
  const { t } = useTranslation()
  const format = useFormat()
  const listings = useListings()
  const deleteListing = useDeleteListing()
  const reviewSections = useListingReviewSections()
  const name = useListingName()
  return (
    <WizardSavedList<Listing>
      title={t('wizards.listing.yourListings')}
      hint={t('wizards.listing.yourListingsHint')}
      empty={t('wizards.listing.noListings')}
      rows={listings.data}
      isError={listings.isError}
      error={listings.error}
      onRetry={() => void listings.refetch()}
      columns={[
        {
          key: 'title',
          label: t('wizards.listing.columns.title'),
          render: (listing) => (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              {listing.photoUrls[0] ? (
                <Box
                  component="img"
                  src={listing.photoUrls[0]}
                  alt=""
                  sx={{ width: 48, height: 36, objectFit: 'cover', borderRadius: 1 }}
                />
              ) : null}
              {name(listing)}
            </Box>
          ),
        },
        {
          key: 'purpose',
          label: t('wizards.listing.columns.purpose'),
          render: (listing) => t(`wizards.listing.purposes.${listing.purpose}`),
        },
        {
          key: 'price',
          label: t('wizards.listing.columns.price'),
          render: (listing) => format.money(listing.expectedPrice),
        },
        {
          key: 'created',
          label: t('wizards.listing.columns.created'),
          render: (listing) => format.day(listing.createdAt.slice(0, 10)),
        },
      ]}
      nameOf={name}
      renderDetails={(listing) => (
        <>
          <WizardListingThumbnails urls={listing.photoUrls} width={120} />
          <WizardReview sections={reviewSections(listing.data)} />
        </>
      )}
      onEdit={onEdit}
      deleteTitle={(listing) => t('wizards.listing.deleteTitle', { title: name(listing) })}
      deleteText={() => t('wizards.listing.deleteText')}
      onDelete={(listing) => deleteListing.mutateAsync(listing.id)}
    />
  )
}
