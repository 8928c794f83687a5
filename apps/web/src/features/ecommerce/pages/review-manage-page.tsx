// /apps/ecommerce/manage-review: rating statistics, the reviews table (status filter, search, sort
// and paging held in the URL), publish/unpublish, deletion with confirmation and the CSV export.
import { useCallback, useMemo, useState } from 'react'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { useTranslation } from 'react-i18next'
import { REVIEW_STATUS_FILTERS, reviewListQuerySchema, type Review } from '@aurum/shared'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { ExportButton, TableSearch } from '../../../components/data-table'
import { useNotify } from '../../../components/notifications'
import { PageHeader } from '../../../components/page-header'
import { ErrorState } from '../../../components/state-views'
import { useAbility } from '../../../lib/ability'
import { useListParams } from '../../../lib/list-params'
import { REVIEWS_PATH, useDeleteReview, useReviewStats, useReviews, useSetReviewStatus } from '../api/reviews'
import { ReviewStatsCards } from '../components/review-stats-cards'
import { ReviewTable } from '../components/review-table'

export function ReviewManagePage() {
  const { t } = useTranslation()
  const notify = useNotify()
  const ability = useAbility()
  const { params, setParams } = useListParams(reviewListQuerySchema)
  const reviews = useReviews(params)
  const stats = useReviewStats()
  const setStatus = useSetReviewStatus()
  const remove = useDeleteReview()
  const [deleting, setDeleting] = useState<Review | null>(null)
  const canUpdate = ability.can('update', 'Review')
  const canDelete = ability.can('delete', 'Review')

  const saveStatus = setStatus.mutateAsync
  const toggleStatus = useCallback(
    async (review: Review) => {
      const status = review.status === 'Pending' ? 'Published' : 'Pending'
      try {
        await saveStatus({ id: review.id, status })
        notify(t(status === 'Published' ? 'ecommerce.reviews.actions.published' : 'ecommerce.reviews.actions.unpublished', { name: review.reviewer }))
      } catch {
        notify(t('common.saveFailed'), 'error')
      }
    },
    [saveStatus, notify, t],
  )

  const onToggleStatus = useMemo(
    () => (canUpdate ? (review: Review) => void toggleStatus(review) : null),
    [canUpdate, toggleStatus],
  )

  const confirmDelete = async () => {
    if (!deleting) return
    try {
      await remove.mutateAsync(deleting.id)
      notify(t('ecommerce.reviews.delete.done', { name: deleting.reviewer }))
      setDeleting(null)
    } catch {
      // The dialog stays open: nothing was deleted.
      notify(t('common.deleteFailed'), 'error')
    }
  }

  return (
    <Box>
      <PageHeader title={t('ecommerce.reviews.list.title')} subtitle={t('ecommerce.reviews.list.subtitle')} />
      <Box sx={{ mb: 3 }}>
        <ReviewStatsCards stats={stats.data} error={stats.error} onRetry={() => void stats.refetch()} />
      </Box>
      <Card>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, p: 2.5 }}>
          {/* Text fields are full width by default (theme): the search takes the free space, up to a point. */}
          <Box sx={{ flex: '1 1 260px', maxWidth: { sm: 420 } }}>
            <TableSearch value={params.q} onChange={(q) => setParams({ q })} label={t('ecommerce.reviews.list.search')} />
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
            <TextField
              select
              size="small"
              label={t('ecommerce.reviews.list.statusFilter')}
              value={params.status ?? 'All'}
              onChange={(event) => setParams({ status: event.target.value === 'All' ? null : event.target.value })}
              fullWidth={false}
              sx={{ minWidth: 170 }}
            >
              {REVIEW_STATUS_FILTERS.map((status) => (
                <MenuItem key={status} value={status}>
                  {status === 'All' ? t('common.all') : t(`ecommerce.reviews.status.${status}`)}
                </MenuItem>
              ))}
            </TextField>
            <ExportButton path={`${REVIEWS_PATH}/export.csv`} query={params} fileName="reviews.csv" />
          </Box>
        </Box>
        {reviews.isError ? (
          <Box sx={{ px: 2.5, pb: 2.5 }}>
            <ErrorState error={reviews.error} onRetry={() => void reviews.refetch()} />
          </Box>
        ) : (
          <ReviewTable
            rows={reviews.data?.reviews}
            total={reviews.data?.total}
            paging={params}
            onPagingChange={setParams}
            loading={reviews.isFetching}
            onToggleStatus={onToggleStatus}
            onDelete={canDelete ? setDeleting : null}
            busyId={setStatus.isPending ? setStatus.variables?.id : undefined}
          />
        )}
      </Card>
      <ConfirmDialog
        open={deleting !== null}
        title={t('ecommerce.reviews.delete.title')}
        text={t('ecommerce.reviews.delete.text', { name: deleting?.reviewer ?? '', product: deleting?.product ?? '' })}
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </Box>
  )
}
