// The property-listing wizard (Vuexy's): personal details, property details, features, area, price
// and photos, then review. The listing is stored with its photo ids by POST /api/wizards/listings.
import AttachMoneyOutlined from '@mui/icons-material/AttachMoneyOutlined'
import HomeOutlined from '@mui/icons-material/HomeOutlined'
import PersonOutline from '@mui/icons-material/PersonOutline'
import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined'
import SquareFootOutlined from '@mui/icons-material/SquareFootOutlined'
import StarBorderOutlined from '@mui/icons-material/StarBorderOutlined'
import { useTranslation } from 'react-i18next'
import {
  FURNISHING,
  LISTING_PURPOSES,
  LISTING_USER_TYPES,
  PRICE_DISPLAY,
  PROPERTY_TYPES,
  countryName,
  listingWizardSchema,
  type Listing,
  type ListingWizardInput,
} from '@aurum/shared'
import { useFormat } from '@/lib/format'
import { zodResolver } from '@/lib/zod-resolver'
import { useCreateListing, useUpdateListing } from '../api'
import { wizardFieldStep } from './wizard-field-grid'
import { useWizardStrings, WizardDone, WizardReview, type WizardReviewSection } from './wizard-fields'
import { createOrUpdate, WizardForm, type WizardStepDefinition } from './wizard-form'
import { WizardListingPhotos } from './wizard-listing-photos'
import { WizardListingThumbnails } from './wizard-listing-thumbnails'

type ListingOutput = ReturnType<typeof listingWizardSchema.parse>

const DEFAULTS: ListingWizardInput = {
  personal: { userType: 'owner', firstName: '', lastName: '', email: '', phone: '' },
  property: {
    propertyType: 'apartment',
    purpose: 'sell',
    address: '',
    city: '',
    postalCode: '',
    country: '',
  },
  features: { bedrooms: 2, bathrooms: 1, floor: 0, furnishing: 'unfurnished', gatedCommunity: false },
  area: { totalArea: Number.NaN, carpetArea: Number.NaN, availableFrom: '' },
  price: { expectedPrice: Number.NaN, maintenance: 0, priceDisplay: 'fixed' },
  photos: { photoIds: [] },
}

const resolver = zodResolver(listingWizardSchema)

/** The listing's values as the review shows them: the wizard's last step, and a listing's details. */
export function useListingReviewSections() {
  const { t, i18n } = useTranslation()
  const format = useFormat()
  const { label } = useWizardStrings('listing')
  const yesNo = (value: boolean) => t(value ? 'wizards.kit.yes' : 'wizards.kit.no')
  return (values: ListingWizardInput): WizardReviewSection[] => [
    {
      title: t('wizards.listing.steps.personal.title'),
      rows: [
        [label('userType'), t(`wizards.listing.userTypes.${values.personal.userType}`)],
        [label('firstName'), values.personal.firstName],
        [label('lastName'), values.personal.lastName],
        [label('email'), values.personal.email],
        [label('phone'), values.personal.phone],
      ],
    },
    {
      title: t('wizards.listing.steps.property.title'),
      rows: [
        [label('propertyType'), t(`wizards.listing.propertyTypes.${values.property.propertyType}`)],
        [label('purpose'), t(`wizards.listing.purposes.${values.property.purpose}`)],
        [label('address'), values.property.address],
        [label('city'), values.property.city],
        [label('postalCode'), values.property.postalCode],
        [
          label('country'),
          values.property.country ? countryName(values.property.country, i18n.language) : '',
        ],
      ],
    },
    {
      title: t('wizards.listing.steps.features.title'),
      rows: [
        [label('bedrooms'), format.number(values.features.bedrooms)],
        [label('bathrooms'), format.number(values.features.bathrooms)],
        [label('floor'), format.number(values.features.floor)],
        [label('furnishing'), t(`wizards.listing.furnishing.${values.features.furnishing}`)],
        [label('gatedCommunity'), yesNo(values.features.gatedCommunity)],
      ],
    },
    {
      title: t('wizards.listing.steps.area.title'),
      rows: [
        [label('totalArea'), format.number(values.area.totalArea)],
        [label('carpetArea'), format.number(values.area.carpetArea)],
        [label('availableFrom'), values.area.availableFrom ? format.day(values.area.availableFrom) : ''],
      ],
    },
    {
      title: t('wizards.listing.steps.price.title'),
      rows: [
        [label('expectedPrice'), format.money(values.price.expectedPrice)],
        [label('maintenance'), format.money(values.price.maintenance)],
        [label('priceDisplay'), t(`wizards.listing.priceDisplay.${values.price.priceDisplay}`)],
      ],
    },
    {
      title: t('wizards.listing.steps.photos.title'),
      rows: [[t('wizards.listing.photos'), format.number(values.photos.photoIds.length)]],
    },
  ]
}

/** A listing's name as the reader sees it: its kind of property and its city. */
export function useListingName() {
  const { t } = useTranslation()
  return (listing: Pick<Listing, 'city' | 'data'>) =>
    `${t(`wizards.listing.propertyTypes.${listing.data.property.propertyType}`)} · ${listing.city}`
}

export type WizardListingFormProps = {
  /** A stored listing to edit (PUT), instead of a new one (POST, with its draft). */
  listing?: Listing
  onEdited?: () => void
}

export function WizardListingForm({ listing: editedListing, onEdited }: WizardListingFormProps = {}) {
  const { t } = useTranslation()
  const listingName = useListingName()
  const createListing = useCreateListing()
  const updateListing = useUpdateListing()
  const reviewSections = useListingReviewSections()
  const { label, options } = useWizardStrings('listing')

  const steps: WizardStepDefinition<ListingWizardInput, ListingOutput>[] = [
    wizardFieldStep('personal', <PersonOutline />, label, [
      {
        name: 'personal.userType',
        kind: 'radio',
        options: options('userTypes', LISTING_USER_TYPES),
        span: 12,
      },
      { name: 'personal.firstName', kind: 'text', autoComplete: 'given-name' },
      { name: 'personal.lastName', kind: 'text', autoComplete: 'family-name' },
      { name: 'personal.email', kind: 'text', type: 'email', autoComplete: 'email' },
      { name: 'personal.phone', kind: 'text', type: 'tel', autoComplete: 'tel' },
    ]),
    wizardFieldStep('property', <HomeOutlined />, label, [
      { name: 'property.propertyType', kind: 'select', options: options('propertyTypes', PROPERTY_TYPES) },
      { name: 'property.purpose', kind: 'radio', options: options('purposes', LISTING_PURPOSES) },
      { name: 'property.address', kind: 'text', autoComplete: 'street-address', span: 12 },
      { name: 'property.city', kind: 'text', autoComplete: 'address-level2', span: 4 },
      { name: 'property.postalCode', kind: 'text', autoComplete: 'postal-code', span: 4 },
      { name: 'property.country', kind: 'country', span: 4 },
    ]),
    wizardFieldStep('features', <StarBorderOutlined />, label, [
      { name: 'features.bedrooms', kind: 'number', min: 0, span: 4 },
      { name: 'features.bathrooms', kind: 'number', min: 0, span: 4 },
      { name: 'features.floor', kind: 'number', span: 4 },
      { name: 'features.furnishing', kind: 'select', options: options('furnishing', FURNISHING) },
      { name: 'features.gatedCommunity', kind: 'switch' },
    ]),
    wizardFieldStep('area', <SquareFootOutlined />, label, [
      { name: 'area.totalArea', kind: 'number', min: 0, step: 0.1, span: 4 },
      { name: 'area.carpetArea', kind: 'number', min: 0, step: 0.1, span: 4 },
      { name: 'area.availableFrom', kind: 'text', type: 'date', span: 4 },
    ]),
    wizardFieldStep('price', <AttachMoneyOutlined />, label, [
      { name: 'price.expectedPrice', kind: 'number', min: 0 },
      { name: 'price.maintenance', kind: 'number', min: 0 },
      {
        name: 'price.priceDisplay',
        kind: 'radio',
        options: options('priceDisplay', PRICE_DISPLAY),
        span: 12,
      },
    ]),
    {
      key: 'photos',
      icon: <PhotoLibraryOutlined />,
      render: ({ control }) => <WizardListingPhotos control={control} />,
    },
  ]

  return (
    <WizardForm<ListingWizardInput, ListingOutput, Listing>
      wizard="property-listing"
      prefix="wizards.listing"
      variant="icons"
      resolver={resolver}
      defaults={DEFAULTS}
      steps={steps}
      renderReview={(values) => <WizardReview sections={reviewSections(values)} />}
      editing={
        editedListing && onEdited
          ? { values: editedListing.data, title: listingName(editedListing), onCancel: onEdited }
          : undefined
      }
      onSubmit={createOrUpdate(
        createListing.mutateAsync,
        (id, input) => updateListing.mutateAsync({ id, input }),
        editedListing,
        onEdited,
      )}
      renderDone={(listing, startOver) => (
        <WizardDone
          message={t('wizards.listing.done', { id: listing.id, count: listing.photoIds.length })}
          startOver={startOver}
        >
          <WizardListingThumbnails urls={listing.photoUrls} width={96} />
        </WizardDone>
      )}
    />
  )
}
