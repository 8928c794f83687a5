// The create-deal wizard (Vuexy's): deal type, deal details, deal usage, review. The deal is stored
// by POST /api/wizards/deals; the confirmation lists the user's deals from GET /api/wizards/deals.
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
import { useFormat } from '@/lib/format'
import { zodResolver } from '@/lib/zod-resolver'
import { useCreateDeal, useUpdateDeal } from '../api'
import { wizardFieldStep } from './wizard-field-grid'
import { useWizardStrings, WizardDone, WizardReview, type WizardReviewSection } from './wizard-fields'
import { createOrUpdate, WizardForm, type WizardStepDefinition } from './wizard-form'

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
    wizardFieldStep('type', <CategoryOutlined />, label, [
      { name: 'type.dealType', kind: 'radio', options: options('dealTypes', DEAL_TYPES), span: 12 },
      { name: 'type.discount', kind: 'number', min: 0, step: 0.01 },
      { name: 'type.region', kind: 'select', options: options('regions', DEAL_REGIONS) },
    ]),
    wizardFieldStep('details', <DescriptionOutlined />, label, [
      { name: 'details.title', kind: 'text' },
      { name: 'details.code', kind: 'text' },
      { name: 'details.description', kind: 'text', multiline: true, span: 12 },
      { name: 'details.offeredItems', kind: 'checkboxes', options: options('items', DEAL_ITEMS), span: 12 },
      { name: 'details.startDate', kind: 'text', type: 'date' },
      { name: 'details.endDate', kind: 'text', type: 'date' },
    ]),
    wizardFieldStep('usage', <TuneOutlined />, label, [
      { name: 'usage.userType', kind: 'select', options: options('userTypes', DEAL_USER_TYPES) },
      { name: 'usage.maxUsers', kind: 'number', min: 1 },
      { name: 'usage.minCartAmount', kind: 'number', min: 0, step: 0.01 },
      {
        name: 'usage.paymentMethod',
        kind: 'select',
        options: options('paymentMethods', DEAL_PAYMENT_METHODS),
      },
      { name: 'usage.singleUse', kind: 'switch', span: 12 },
    ]),
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
      onSubmit={createOrUpdate(
        createDeal.mutateAsync,
        (id, input) => updateDeal.mutateAsync({ id, input }),
        deal,
        onEdited,
      )}
      renderDone={(deal, startOver) => (
        <WizardDone
          message={t('wizards.deal.done', { title: deal.title, code: deal.code })}
          startOver={startOver}
        />
      )}
    />
  )
}
