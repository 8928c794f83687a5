// The property-listing wizard (Vuexy's): personal details, property details, features, area, price
// and photos, then review. The listing is stored with its photo ids by POST /api/wizards/listings.
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CardContent from '@mui/material/CardContent'
import Grid from '@mui/material/Grid'
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
import { FormCountryField } from '../../../components/form-country-field'
import { useErrorText } from '../../../lib/error-text'
import { useFormat } from '../../../lib/format'
import { zodResolver } from '../../../lib/zod-resolver'
import { useCreateListing, useUpdateListing } from '../api'
import {
  useWizardStrings,
  WizardNumberField,
  WizardRadioField,
  WizardReview,
  WizardSelectField,
  WizardSwitchField,
  WizardTextField,
  type WizardReviewSection,
} from './wizard-fields'
import { WizardForm, type WizardStepDefinition } from './wizard-form'
import { WizardListingPhotos } from './wizard-listing-photos'

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
  const errorText = useErrorText()
  const listingName = useListingName()
  const createListing = useCreateListing()
  const updateListing = useUpdateListing()
  const reviewSections = useListingReviewSections()
  const { label, options } = useWizardStrings('listing')

  const steps: WizardStepDefinition<ListingWizardInput, ListingOutput>[] = [
    {
      key: 'personal',
      icon: <PersonOutline />,
      render: ({ control }) => (
        <Grid container spacing={3}>
          <Grid size={12}>
            <WizardRadioField
              control={control}
              name="personal.userType"
              label={label('userType')}
              options={options('userTypes', LISTING_USER_TYPES)}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <WizardTextField
              control={control}
              name="personal.firstName"
              label={label('firstName')}
              autoComplete="given-name"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <WizardTextField
              control={control}
              name="personal.lastName"
              label={label('lastName')}
              autoComplete="family-name"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <WizardTextField
              control={control}
              name="personal.email"
              type="email"
              label={label('email')}
              autoComplete="email"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <WizardTextField
              control={control}
              name="personal.phone"
              type="tel"
              label={label('phone')}
              autoComplete="tel"
            />
          </Grid>
        </Grid>
      ),
    },
    {
      key: 'property',
      icon: <HomeOutlined />,
      render: ({ control }) => (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <WizardSelectField
              control={control}
              name="property.propertyType"
              label={label('propertyType')}
              options={options('propertyTypes', PROPERTY_TYPES)}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <WizardRadioField
              control={control}
              name="property.purpose"
              label={label('purpose')}
              options={options('purposes', LISTING_PURPOSES)}
            />
          </Grid>
          <Grid size={12}>
            <WizardTextField
              control={control}
              name="property.address"
              label={label('address')}
              autoComplete="street-address"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <WizardTextField
              control={control}
              name="property.city"
              label={label('city')}
              autoComplete="address-level2"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <WizardTextField
              control={control}
              name="property.postalCode"
              label={label('postalCode')}
              autoComplete="postal-code"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <FormCountryField
              control={control}
              name="property.country"
              label={label('country')}
              errorText={errorText}
            />
          </Grid>
        </Grid>
      ),
    },
    {
      key: 'features',
      icon: <StarBorderOutlined />,
      render: ({ control }) => (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, sm: 4 }}>
            <WizardNumberField control={control} name="features.bedrooms" label={label('bedrooms')} min={0} />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <WizardNumberField
              control={control}
              name="features.bathrooms"
              label={label('bathrooms')}
              min={0}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <WizardNumberField control={control} name="features.floor" label={label('floor')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <WizardSelectField
              control={control}
              name="features.furnishing"
              label={label('furnishing')}
              options={options('furnishing', FURNISHING)}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <WizardSwitchField
              control={control}
              name="features.gatedCommunity"
              label={label('gatedCommunity')}
            />
          </Grid>
        </Grid>
      ),
    },
    {
      key: 'area',
      icon: <SquareFootOutlined />,
      render: ({ control }) => (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, sm: 4 }}>
            <WizardNumberField
              control={control}
              name="area.totalArea"
              label={label('totalArea')}
              min={0}
              step={0.1}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <WizardNumberField
              control={control}
              name="area.carpetArea"
              label={label('carpetArea')}
              min={0}
              step={0.1}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <WizardTextField
              control={control}
              name="area.availableFrom"
              type="date"
              label={label('availableFrom')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Grid>
        </Grid>
      ),
    },
    {
      key: 'price',
      icon: <AttachMoneyOutlined />,
      render: ({ control }) => (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <WizardNumberField
              control={control}
              name="price.expectedPrice"
              label={label('expectedPrice')}
              min={0}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <WizardNumberField
              control={control}
              name="price.maintenance"
              label={label('maintenance')}
              min={0}
            />
          </Grid>
          <Grid size={12}>
            <WizardRadioField
              control={control}
              name="price.priceDisplay"
              label={label('priceDisplay')}
              options={options('priceDisplay', PRICE_DISPLAY)}
            />
          </Grid>
        </Grid>
      ),
    },
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
      onSubmit={async (values) => {
        if (!editedListing) return createListing.mutateAsync(values)
        const saved = await updateListing.mutateAsync({ id: editedListing.id, input: values })
        onEdited?.()
        return saved
      }}
      renderDone={(listing, startOver) => (
        <CardContent>
          <Alert severity="success" sx={{ mb: 2 }}>
            {t('wizards.listing.done', { id: listing.id, count: listing.photoIds.length })}
          </Alert>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
            {listing.photoUrls.map((url, index) => (
              <Box
                key={url}
                component="img"
                src={url}
                alt={t('wizards.listing.photoAlt', { number: index + 1 })}
                sx={{ width: 96, height: 72, objectFit: 'cover', borderRadius: 1 }}
              />
            ))}
          </Box>
          <Button variant="outlined" onClick={startOver}>
            {t('wizards.kit.startOver')}
          </Button>
        </CardContent>
      )}
    />
  )
}
