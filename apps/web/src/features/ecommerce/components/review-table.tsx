// The reviews table: product, reviewer, rating with headline and text, day, status and the row's
// actions (publish or unpublish, delete), over the server-paged data table.
import { useMemo } from 'react'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Rating from '@mui/material/Rating'
import Typography from '@mui/material/Typography'
import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined'
import PublishedWithChangesOutlined from '@mui/icons-material/PublishedWithChangesOutlined'
import UnpublishedOutlined from '@mui/icons-material/UnpublishedOutlined'
import type { GridColDef } from '@mui/x-data-grid'
import { useTranslation } from 'react-i18next'
import type { Review, ReviewStatus } from '@aurum/shared'
import {
  actionsColumn,
  RowAction,
  ServerDataTable,
  type TablePaging,
  type TablePagingPatch,
} from '../../../components/data-table'
import { TonalChip, type TonalChipColor } from '../../../components/tonal-chip'
import { useFormat } from '../../../lib/format'
import { PersonCell } from './customer-cell'

export const REVIEW_STATUS_COLORS: Record<ReviewStatus, TonalChipColor> = {
  Pending: 'warning',
  Published: 'success',
}

/** Column field → the list's sortBy (packages/shared REVIEW_SORT_KEYS). */
const REVIEW_SORT_KEYS = {
  product: 'product',
  reviewer: 'reviewer',
  reviewDate: 'date',
  status: 'status',
} as const

export type ReviewTableProps = {
  rows: Review[] | undefined
  total: number | undefined
  paging: TablePaging
  onPagingChange: (patch: TablePagingPatch) => void
  loading: boolean
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
/**
 * What customers wrote (names, headlines, texts) is in any script: it takes its own direction
 * (dir="auto": punctuation and the cut-off ellipsis land on the right side) and stays aligned with
 * the column as the page's direction wants it (match-parent: start of the cell, not of the text).
 */
const ownDirection = { textAlign: 'match-parent' } as const

export function ReviewTable({
  rows,
  total,
  paging,
  onPagingChange,
  loading,
  onToggleStatus,
  onDelete,
  busyId,
}: ReviewTableProps) {
  const { t } = useTranslation()
  const format = useFormat()
  const columns = useMemo<GridColDef<Review>[]>(() => {
    const base: GridColDef<Review>[] = [
      {
        field: 'product',
        headerName: t('ecommerce.reviews.columns.product'),
        flex: 1.1,
        minWidth: 200,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, height: '100%', minWidth: 0 }}>
            <Avatar
              variant="rounded"
              src={row.productImage ?? undefined}
              alt=""
              sx={{ width: 38, height: 38, bgcolor: 'action.hover' }}
            >
              {row.product.slice(0, 1)}
            </Avatar>
            <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
              <Typography variant="body2" sx={{ fontWeight: 500, ...ownDirection }} noWrap dir="auto">
                {row.product}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={ownDirection} noWrap dir="auto">
                {row.companyName}
              </Typography>
            </Box>
          </Box>
        ),
      },
      {
        field: 'reviewer',
        headerName: t('ecommerce.reviews.columns.reviewer'),
        flex: 1.1,
        minWidth: 210,
        renderCell: ({ row }) => <PersonCell name={row.reviewer} avatar={row.avatar} email={row.email} />,
      },
      {
        field: 'review',
        headerName: t('ecommerce.reviews.columns.review'),
        flex: 2,
        minWidth: 280,
        renderCell: ({ row }) => (
          <Box sx={{ py: 1, minWidth: 0, lineHeight: 1.3 }}>
            <Rating
              value={row.review}
              readOnly
              size="small"
              getLabelText={(value) =>
                t('ecommerce.reviews.stars', { count: value, formatted: format.number(value) })
              }
            />
            <Typography variant="body2" sx={{ fontWeight: 500, ...ownDirection }} noWrap dir="auto">
              {row.head}
            </Typography>
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ ...twoLines, ...ownDirection }}
              dir="auto"
            >
              {row.para}
            </Typography>
          </Box>
        ),
      },
      {
        field: 'reviewDate',
        headerName: t('ecommerce.reviews.columns.date'),
        minWidth: 120,
        flex: 0.6,
        valueFormatter: (value: string) => format.day(value),
      },
      {
        field: 'status',
        headerName: t('ecommerce.reviews.columns.status'),
        minWidth: 120,
        flex: 0.6,
        renderCell: ({ row }) => (
          <TonalChip
            color={REVIEW_STATUS_COLORS[row.status]}
            label={t(`ecommerce.reviews.status.${row.status}`)}
          />
        ),
      },
    ]
    if (onToggleStatus || onDelete) {
      base.push(
        actionsColumn<Review>(t('common.actions'), 120, (row) => {
          const publish = row.status === 'Pending'
          const toggleLabel = t(
            publish ? 'ecommerce.reviews.actions.publish' : 'ecommerce.reviews.actions.unpublish',
            {
              name: row.reviewer,
            },
          )
          return (
            <>
              {onToggleStatus ? (
                <RowAction
                  title={toggleLabel}
                  label={toggleLabel}
                  icon={
                    publish ? (
                      <PublishedWithChangesOutlined fontSize="small" />
                    ) : (
                      <UnpublishedOutlined fontSize="small" />
                    )
                  }
                  onClick={() => onToggleStatus(row)}
                  disabled={busyId === row.id}
                />
              ) : null}
              {onDelete ? (
                <RowAction
                  title={t('common.delete')}
                  label={t('ecommerce.reviews.actions.delete', { name: row.reviewer })}
                  icon={<DeleteOutlineOutlined fontSize="small" />}
                  onClick={() => onDelete(row)}
                />
              ) : null}
            </>
          )
        }),
      )
    }
    return base
  }, [t, format, onToggleStatus, onDelete, busyId])

  return (
    <ServerDataTable<Review>
      label={t('ecommerce.reviews.list.tableLabel')}
      rows={rows}
      total={total}
      columns={columns}
      paging={paging}
      onPagingChange={onPagingChange}
      loading={loading}
      sortKeys={REVIEW_SORT_KEYS}
      emptyText={t('ecommerce.reviews.list.empty')}
      rowHeight={96}
    />
  )
}
