// "Your deals": the signed-in user's deals (GET /api/wizards/deals), each opened, edited in the
// create-deal wizard or deleted.
import Chip from '@mui/material/Chip'
import { useTranslation } from 'react-i18next'
import { dealWizardValues, type Deal } from '@aurum/shared'
import { useFormat } from '@/lib/format'
import { useDeals, useDeleteDeal } from '../api'
import { useDealReviewSections } from './wizard-deal-form'
import { WizardReview } from './wizard-fields'
import { WizardSavedList } from './wizard-saved-list'

export function WizardDealList({ onEdit }: { onEdit: (deal: Deal) => void }) {
  const { t } = useTranslation()
  const format = useFormat()
  const deals = useDeals()
  const deleteDeal = useDeleteDeal()
  const reviewSections = useDealReviewSections()
  const discountText = (deal: Deal) =>
    deal.dealType === 'percentage'
      ? format.share(deal.discount)
      : deal.dealType === 'flat'
        ? format.money(deal.discount)
        : t('wizards.deal.freeDelivery')
  return (
    <WizardSavedList<Deal>
      title={t('wizards.deal.yourDeals')}
      hint={t('wizards.deal.yourDealsHint')}
      empty={t('wizards.deal.noDeals')}
      rows={deals.data}
      isError={deals.isError}
      error={deals.error}
      onRetry={() => void deals.refetch()}
      columns={[
        { key: 'title', label: t('wizards.deal.columns.title'), render: (deal) => deal.title },
        {
          key: 'code',
          label: t('wizards.deal.columns.code'),
          render: (deal) => <Chip size="small" variant="outlined" label={deal.code} dir="ltr" />,
        },
        { key: 'discount', label: t('wizards.deal.columns.discount'), render: discountText },
        {
          key: 'validity',
          label: t('wizards.deal.columns.validity'),
          render: (deal) =>
            t('wizards.deal.validity', { start: format.day(deal.startDate), end: format.day(deal.endDate) }),
        },
      ]}
      nameOf={(deal) => deal.title}
      renderDetails={(deal) => <WizardReview sections={reviewSections(dealWizardValues(deal))} />}
      onEdit={onEdit}
      deleteTitle={(deal) => t('wizards.deal.deleteTitle', { title: deal.title })}
      deleteText={(deal) => t('wizards.deal.deleteText', { code: deal.code })}
      onDelete={(deal) => deleteDeal.mutateAsync(deal.id)}
    />
  )
}
