// The create-deal wizard (Vuexy's): deal type, deal details, deal usage, review. The deal is stored
// by POST /api/wizards/deals; the confirmation lists the user's deals from GET /api/wizards/deals.
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import CardContent from '@mui/material/CardContent'
import Grid from '@mui/material/Grid'
import CategoryOutlined from '@mui/icons-material/CategoryOutlined'
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined'
import TuneOutlined from '@mui/icons-material/TuneOutlined'
import { useTranslation } from 'react-i18next'
import {
  DEAL_ITEMS,
  DEAL_PAYMENT_METHODS,
  DEAL_REGIONS,
  DEAL_TYPES,
  DEAL_USER_TYPES,
  dealWizardSchema,
  dealWizardValues,
  type Deal,
  type DealWizardInput,
} from '@aurum/shared'
import { useFormat } from '../../../lib/format'
import { zodResolver } from '../../../lib/zod-resolver'
import { useCreateDeal, useUpdateDeal } from '../api'
import {
  useWizardStrings,
  WizardCheckboxesField,
  WizardNumberField,
  WizardRadioField,
  WizardReview,
  WizardSelectField,
  WizardSwitchField,
  WizardTextField,
  type WizardReviewSection,
} from './wizard-fields'
import { WizardForm, type WizardStepDefinition } from './wizard-form'

type DealOutput = ReturnType<typeof dealWizardSchema.parse>

const DEFAULTS: DealWizardInput = {
  type: { dealType: 'percentage', discount: 10, region: 'europe' },
  details: { title: '', code: '', description: '', offeredItems: [], startDate: '', endDate: '' },
  usage: { userType: 'all', maxUsers: 100, minCartAmount: 0, paymentMethod: 'any', singleUse: false },
}

const resolver = zodResolver(dealWizardSchema)

/** The deal's values as the review shows them: the wizard's last step, and a deal's details. */
export function useDealReviewSections() {
  const { t } = useTranslation()
  const format = useFormat()
  const { label } = useWizardStrings('deal')
  return (values: DealWizardInput): WizardReviewSection[] => [
    {
      title: t('wizards.deal.steps.type.title'),
      rows: [
        [label('dealType'), t(`wizards.deal.dealTypes.${values.type.dealType}`)],
        [
          label('discount'),
          values.type.dealType === 'percentage'
            ? format.share(values.type.discount)
            : format.money(values.type.discount),
        ],
        [label('region'), t(`wizards.deal.regions.${values.type.region}`)],
      ],
    },
    {
      title: t('wizards.deal.steps.details.title'),
      rows: [
        [label('title'), values.details.title],
        [label('code'), values.details.code],
        [label('description'), values.details.description ?? ''],
        [
          label('offeredItems'),
          format.list(values.details.offeredItems.map((item) => t(`wizards.deal.items.${item}`))),
        ],
        [label('startDate'), values.details.startDate ? format.day(values.details.startDate) : ''],
        [label('endDate'), values.details.endDate ? format.day(values.details.endDate) : ''],
      ],
    },
    {
      title: t('wizards.deal.steps.usage.title'),
      rows: [
        [label('userType'), t(`wizards.deal.userTypes.${values.usage.userType}`)],
        [label('maxUsers'), format.number(values.usage.maxUsers)],
        [label('minCartAmount'), format.money(values.usage.minCartAmount)],
        [label('paymentMethod'), t(`wizards.deal.paymentMethods.${values.usage.paymentMethod}`)],
        [label('singleUse'), t(values.usage.singleUse ? 'wizards.kit.yes' : 'wizards.kit.no')],
      ],
    },
  ]
}

export type WizardDealFormProps = {
  /** A stored deal to edit (PUT), instead of a new one (POST, with its draft). */
  deal?: Deal
  onEdited?: () => void
}

export function WizardDealForm({ deal, onEdited }: WizardDealFormProps = {}) {
  const { t } = useTranslation()
  const createDeal = useCreateDeal()
  const updateDeal = useUpdateDeal()
  const reviewSections = useDealReviewSections()
  const { label, options } = useWizardStrings('deal')

  const steps: WizardStepDefinition<DealWizardInput, DealOutput>[] = [
    {
      key: 'type',
      icon: <CategoryOutlined />,
      render: ({ control }) => (
        <Grid container spacing={3}>
          <Grid size={12}>
            <WizardRadioField
              control={control}
              name="type.dealType"
              label={label('dealType')}
              options={options('dealTypes', DEAL_TYPES)}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <WizardNumberField
              control={control}
              name="type.discount"
              label={label('discount')}
              min={0}
              step={0.01}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <WizardSelectField
              control={control}
              name="type.region"
              label={label('region')}
              options={options('regions', DEAL_REGIONS)}
            />
          </Grid>
        </Grid>
      ),
    },
    {
      key: 'details',
      icon: <DescriptionOutlined />,
      render: ({ control }) => (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <WizardTextField control={control} name="details.title" label={label('title')} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <WizardTextField control={control} name="details.code" label={label('code')} />
          </Grid>
          <Grid size={12}>
            <WizardTextField
              control={control}
              name="details.description"
              label={label('description')}
              multiline
              minRows={2}
            />
          </Grid>
          <Grid size={12}>
            <WizardCheckboxesField
              control={control}
              name="details.offeredItems"
              label={label('offeredItems')}
              options={options('items', DEAL_ITEMS)}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <WizardTextField
              control={control}
              name="details.startDate"
              type="date"
              label={label('startDate')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <WizardTextField
              control={control}
              name="details.endDate"
              type="date"
              label={label('endDate')}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Grid>
        </Grid>
      ),
    },
    {
      key: 'usage',
      icon: <TuneOutlined />,
      render: ({ control }) => (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <WizardSelectField
              control={control}
              name="usage.userType"
              label={label('userType')}
              options={options('userTypes', DEAL_USER_TYPES)}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <WizardNumberField control={control} name="usage.maxUsers" label={label('maxUsers')} min={1} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <WizardNumberField
              control={control}
              name="usage.minCartAmount"
              label={label('minCartAmount')}
              min={0}
              step={0.01}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <WizardSelectField
              control={control}
              name="usage.paymentMethod"
              label={label('paymentMethod')}
              options={options('paymentMethods', DEAL_PAYMENT_METHODS)}
            />
          </Grid>
          <Grid size={12}>
            <WizardSwitchField control={control} name="usage.singleUse" label={label('singleUse')} />
          </Grid>
        </Grid>
      ),
    },
  ]

  return (
    <WizardForm<DealWizardInput, DealOutput, Deal>
      wizard="create-deal"
      prefix="wizards.deal"
      variant="icons"
      resolver={resolver}
      defaults={DEFAULTS}
      steps={steps}
      renderReview={(values) => <WizardReview sections={reviewSections(values)} />}
      editing={
        deal && onEdited
          ? { values: dealWizardValues(deal), title: deal.title, onCancel: onEdited }
          : undefined
      }
      onSubmit={async (values) => {
        if (!deal) return createDeal.mutateAsync(values)
        const saved = await updateDeal.mutateAsync({ id: deal.id, input: values })
        onEdited?.()
        return saved
      }}
      renderDone={(deal, startOver) => (
        <CardContent>
          <Alert severity="success" sx={{ mb: 2 }}>
            {t('wizards.deal.done', { title: deal.title, code: deal.code })}
          </Alert>
          <Button variant="outlined" onClick={startOver} sx={{ mt: 2 }}>
            {t('wizards.kit.startOver')}
          </Button>
        </CardContent>
      )}
    />
  )
}
