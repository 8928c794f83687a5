// /wizard-examples/create-deal: the create-deal wizard, and under it "Your deals". Editing a deal
// is held in the address (?edit=<id>), so a reload reopens the same edit.
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { PageHeader } from '@/components/page-header'
import { ErrorState, LoadingState } from '@/components/state-views'
import { useDeal } from '../api'
import { WizardDealForm } from '../components/wizard-deal-form'
import { WizardDealList } from '../components/wizard-deal-list'
import { useEditParam } from '../components/use-edit-param'

export function CreateDealPage() {
  const { t } = useTranslation()
  const [editId, setEditId] = useEditParam(useSearchParams())
  const deal = useDeal(editId)
  return (
    <>
      <PageHeader title={t('nav.createDeal')} subtitle={t('wizards.deal.subtitle')} />
      {editId === null ? (
        <WizardDealForm />
      ) : deal.isError ? (
        <ErrorState error={deal.error} onRetry={() => void deal.refetch()} />
      ) : deal.data ? (
        <WizardDealForm key={deal.data.id} deal={deal.data} onEdited={() => setEditId(null)} />
      ) : (
        <LoadingState label={t('wizards.kit.loading')} />
      )}
      <WizardDealList onEdit={(row) => setEditId(row.id)} />
    </>
  )
}
