// /apps/ecommerce/manage-review: rating statistics, the reviews table (status filter, search, sort
// and paging held in the URL), publish/unpublish, deletion with confirmation and the CSV export.
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { REVIEW_STATUSES, reviewListQuerySchema, type Review } from '@aurum/shared'
import { ListFilterSelect, ListPage, useDeleteConfirmation, useServerList } from '@/components/data-table'
import { useAbility } from '@/lib/ability'
import { useListParams } from '@/lib/list-params'
import { REVIEWS_PATH, useDeleteReview, useReviewStats, useReviews, useSetReviewStatus } from '../api/reviews'
import { ReviewStatsCards } from '../components/review-stats-cards'
import { ReviewTable } from '../components/review-table'

export function ReviewManagePage() {
  const { t } = useTranslation()
  const ability = useAbility()
  const state = useListParams(reviewListQuerySchema)
  const list = useServerList(state, useReviews(state.params), { rows: 'reviews' })
  const stats = useReviewStats()
  const setStatus = useSetReviewStatus()
  const remove = useDeleteReview()
  const canUpdate = ability.can('update', 'Review')
  const deletion = useDeleteConfirmation({
    remove: (review: Review) => remove.mutateAsync(review.id),
    pending: remove.isPending,
    title: () => t('ecommerce.reviews.delete.title'),
    text: (review) => t('ecommerce.reviews.delete.text', { name: review.reviewer, product: review.product }),
    done: (review) => t('ecommerce.reviews.delete.done', { name: review.reviewer }),
  })

  const saveStatus = setStatus.mutate
  const onToggleStatus = useMemo(() => {
    if (!canUpdate) return null
    return (review: Review) =>
      saveStatus({ id: review.id, status: review.status === 'Pending' ? 'Published' : 'Pending' })
  }, [canUpdate, saveStatus])

  return (
    <ListPage
      title={t('ecommerce.reviews.list.title')}
      subtitle={t('ecommerce.reviews.list.subtitle')}
      stats={<ReviewStatsCards stats={stats.data} error={stats.error} onRetry={() => void stats.refetch()} />}
      list={list}
      searchLabel={t('ecommerce.reviews.list.search')}
      toolbar={
        <ListFilterSelect
          list={list}
          param="status"
          label={t('ecommerce.reviews.list.statusFilter')}
          // The spec's 'All' is the same as no filter: the select's own "All" stands for both.
          options={REVIEW_STATUSES.map((status) => ({
            value: status,
            label: t(`ecommerce.reviews.status.${status}`),
          }))}
        />
      }
      exportCsv={{ path: `${REVIEWS_PATH}/export.csv`, fileName: 'reviews.csv' }}
    >
      <ReviewTable
        list={list}
        onToggleStatus={onToggleStatus}
        onDelete={ability.can('delete', 'Review') ? deletion.ask : null}
        busyId={setStatus.isPending ? setStatus.variables?.id : undefined}
      />
      {deletion.dialog}
    </ListPage>
  )
}
