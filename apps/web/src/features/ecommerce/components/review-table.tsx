// The reviews table: product, reviewer, rating with headline and text, day, status and the row's
// actions (publish or unpublish, delete), over the server-paged data table.
import { useMemo } from 'react'
import Box from '@mui/material/Box'
import Rating from '@mui/material/Rating'
import Typography from '@mui/material/Typography'
import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined'
import PublishedWithChangesOutlined from '@mui/icons-material/PublishedWithChangesOutlined'
import UnpublishedOutlined from '@mui/icons-material/UnpublishedOutlined'
import { useTranslation } from 'react-i18next'
import type { Review, ReviewSortKey, ReviewStatus } from '@aurum/shared'
import {
  ownDirection,
  ServerDataTable,
  useColumns,
  type ListColumns,
  type ServerTableState,
} from '@/components/data-table'
import type { TonalChipColor } from '@/components/tonal-chip'
import { useFormat } from '@/lib/format'

const REVIEW_STATUS_COLORS: Record<ReviewStatus, TonalChipColor> = {
  Pending: 'warning',
  Published: 'success',
}

export type ReviewTableProps = {
  list: ServerTableState<Review, ReviewSortKey>
  /** Null when the user may not change reviews: no action buttons. */
  onToggleStatus: ((review: Review) => void) | null
  onDelete: ((review: Review) => void) | null
  /** Id of the review whose status is being changed. */
  busyId?: number
}

const twoLines = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  whiteSpace: 'normal',
} as const

/** The stars, the headline and two lines of the text, each in the direction its author wrote it. */
function ReviewText({ review }: { review: Review }) {
  const { t } = useTranslation()
  const format = useFormat()
  return (
    <Box sx={{ py: 1, minWidth: 0, lineHeight: 1.3 }}>
      <Rating
        value={review.review}
        readOnly
        size="small"
        getLabelText={(value) =>
          t('ecommerce.reviews.stars', { count: value, formatted: format.number(value) })
        }
      />
      <Typography variant="body2" sx={{ fontWeight: 500, ...ownDirection }} noWrap dir="auto">
        {review.head}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ ...twoLines, ...ownDirection }} dir="auto">
        {review.para}
      </Typography>
    </Box>
  )
}

export function ReviewTable({ list, onToggleStatus, onDelete, busyId }: ReviewTableProps) {
  const { t } = useTranslation()
  const col = useColumns<Review, ReviewSortKey>()
  const columns = useMemo<ListColumns<Review, ReviewSortKey>>(
    () => [
      col.media({
        field: 'product',
        headerName: t('ecommerce.reviews.columns.product'),
        sortKey: 'product',
        flex: 1.1,
        minWidth: 200,
        media: (row) => ({ image: row.productImage, title: row.product, subtitle: row.companyName }),
      }),
      col.person({
        field: 'reviewer',
        headerName: t('ecommerce.reviews.columns.reviewer'),
        sortKey: 'reviewer',
        flex: 1.1,
        minWidth: 210,
        person: (row) => ({ name: row.reviewer, avatar: row.avatar, secondary: row.email }),
      }),
      {
        field: 'review',
        headerName: t('ecommerce.reviews.columns.review'),
        flex: 2,
        minWidth: 280,
        renderCell: ({ row }) => <ReviewText review={row} />,
      },
      col.day({
        field: 'reviewDate',
        headerName: t('ecommerce.reviews.columns.date'),
        sortKey: 'date',
        minWidth: 120,
        flex: 0.6,
      }),
      col.status({
        field: 'status',
        headerName: t('ecommerce.reviews.columns.status'),
        sortKey: 'status',
        minWidth: 120,
        flex: 0.6,
        tones: REVIEW_STATUS_COLORS,
        label: (status) => t(`ecommerce.reviews.status.${status}`),
      }),
      (onToggleStatus || onDelete) &&
        col.actions({
          actions: (row) => {
            const publish = row.status === 'Pending'
            const toggleLabel = t(
              publish ? 'ecommerce.reviews.actions.publish' : 'ecommerce.reviews.actions.unpublish',
              { name: row.reviewer },
            )
            const ToggleIcon = publish ? PublishedWithChangesOutlined : UnpublishedOutlined
            return [
              onToggleStatus && {
                title: toggleLabel,
                label: toggleLabel,
                icon: <ToggleIcon fontSize="small" />,
                onClick: () => onToggleStatus(row),
                disabled: busyId === row.id,
              },
              onDelete && {
                title: t('common.delete'),
                label: t('ecommerce.reviews.actions.delete', { name: row.reviewer }),
                icon: <DeleteOutlineOutlined fontSize="small" />,
                onClick: () => onDelete(row),
              },
            ]
          },
        }),
    ],
    [t, col, onToggleStatus, onDelete, busyId],
  )

  return (
    <ServerDataTable
      label={t('ecommerce.reviews.list.tableLabel')}
      list={list}
      columns={columns}
      emptyText={t('ecommerce.reviews.list.empty')}
      rowHeight={96}
    />
  )
}
