// /apps/invoice/list: the cards, the invoices table (search, status and issue-date filters, sort and
// paging held in the URL), bulk selection, CSV export, and each row's preview, edit, download,
// duplicate and delete (with confirmation).
import { useMemo } from 'react'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined'
import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined'
import EditOutlined from '@mui/icons-material/EditOutlined'
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined'
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import {
  INVOICE_STATUSES,
  invoiceListQuerySchema,
  parseInvoiceDateRange,
  type Invoice,
  type InvoiceSortKey,
} from '@aurum/shared'
import {
  ListFilterSelect,
  ListPage,
  ServerDataTable,
  useColumns,
  useDeleteConfirmation,
  useListSelection,
  useServerList,
  type ListColumns,
} from '@/components/data-table'
import { useNotify } from '@/components/notifications'
import { readableShade } from '@/components/tonal-chip'
import { useAbility } from '@/lib/ability'
import { useFormat } from '@/lib/format'
import { useListParams } from '@/lib/list-params'
import { paths } from '@/lib/paths'
import {
  INVOICES_PATH,
  downloadInvoicePdf,
  useDeleteInvoice,
  useDuplicateInvoice,
  useInvoiceStats,
  useInvoices,
} from '../api'
import { InvoiceRowActions } from '../components/invoice-row-actions'
import { InvoiceStatsCards } from '../components/invoice-stats-cards'
import { INVOICE_STATUS_COLORS, INVOICE_STATUS_KEYS } from '../components/invoice-status'

type Deletion = { kind: 'one'; invoice: Invoice } | { kind: 'selected'; ids: number[] }

export function InvoiceListPage() {
  const { t, i18n } = useTranslation()
  const ability = useAbility()
  const notify = useNotify()
  const format = useFormat()
  const state = useListParams(invoiceListQuerySchema)
  const list = useServerList(state, useInvoices(state.params), { rows: 'invoices', total: 'totalInvoices' })
  const stats = useInvoiceStats()
  const remove = useDeleteInvoice()
  const duplicate = useDuplicateInvoice()
  const selection = useListSelection(list.params)
  const canDelete = ability.can('delete', 'Invoice')
  const canCreate = ability.can('create', 'Invoice')
  const canUpdate = ability.can('update', 'Invoice')
  const col = useColumns<Invoice, InvoiceSortKey>()
  const numberOf = (id: number) => t('invoices.number', { number: id })

  const deletion = useDeleteConfirmation({
    remove: async (asked: Deletion) => {
      const ids = asked.kind === 'one' ? [asked.invoice.id] : asked.ids
      const failed: number[] = []
      for (const id of ids) await remove.mutateAsync(id).catch(() => failed.push(id))
      return failed
    },
    pending: remove.isPending,
    title: (asked) =>
      asked.kind === 'selected'
        ? t('invoices.delete.titleSelected', { count: asked.ids.length })
        : t('invoices.delete.title'),
    text: (asked) =>
      asked.kind === 'selected'
        ? t('invoices.delete.textSelected', { count: asked.ids.length })
        : t('invoices.delete.text', {
            number: numberOf(asked.invoice.id),
            client: asked.invoice.client.name,
          }),
    done: (asked, failed) => {
      if (failed.length > 0) return { error: t('invoices.delete.someFailed', { count: failed.length }) }
      return asked.kind === 'one'
        ? t('invoices.delete.done', { number: numberOf(asked.invoice.id) })
        : t('invoices.delete.doneSelected', { count: asked.ids.length })
    },
    onDeleted: selection.clear,
  })
  const ask = deletion.ask

  const columns = useMemo<ListColumns<Invoice, InvoiceSortKey>>(() => {
    const number = (id: number) => t('invoices.number', { number: id })
    const download = (id: number) =>
      downloadInvoicePdf(id, i18n.language).catch(() => notify(t('invoices.pdf.failed'), 'error'))
    return [
      {
        field: 'id',
        headerName: t('invoices.columns.number'),
        sortKey: 'id',
        phone: true,
        minWidth: 100,
        flex: 0.5,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={paths.invoicePreview(row.id)} sx={{ fontWeight: 500 }}>
            {number(row.id)}
          </Link>
        ),
      },
      col.status({
        field: 'invoiceStatus',
        headerName: t('invoices.columns.status'),
        minWidth: 140,
        flex: 0.8,
        tones: INVOICE_STATUS_COLORS,
        label: (status) => t(`invoices.status.${INVOICE_STATUS_KEYS[status]}`),
      }),
      col.person({
        field: 'client',
        headerName: t('invoices.columns.client'),
        sortKey: 'client',
        minWidth: 200,
        flex: 1.3,
        person: (row) => ({ name: row.client.name, avatar: row.avatar, secondary: row.client.company }),
      }),
      col.money({
        field: 'total',
        headerName: t('invoices.columns.total'),
        sortKey: 'total',
        phone: true,
        minWidth: 110,
        flex: 0.6,
      }),
      col.day({
        field: 'issuedDate',
        headerName: t('invoices.columns.issued'),
        sortKey: 'date',
        minWidth: 120,
        flex: 0.6,
      }),
      {
        field: 'balance',
        headerName: t('invoices.columns.balance'),
        sortKey: 'balance',
        minWidth: 120,
        flex: 0.6,
        align: 'right',
        headerAlign: 'right',
        renderCell: ({ row }) =>
          row.balance === 0 ? (
            <Typography variant="body2" sx={{ color: (theme) => readableShade(theme, 'success') }}>
              {t('invoices.paidInFull')}
            </Typography>
          ) : (
            <Typography
              variant="body2"
              sx={{
                color: (theme) =>
                  row.balance < 0 ? readableShade(theme, 'info') : theme.palette.text.primary,
              }}
            >
              {format.money(row.balance)}
            </Typography>
          ),
      },
      {
        field: 'actions',
        headerName: t('common.actions'),
        sortable: false,
        width: 140,
        align: 'right',
        headerAlign: 'right',
        renderCell: ({ row }) => (
          <InvoiceRowActions
            buttons={[
              {
                title: t('invoices.actions.preview'),
                label: t('invoices.actions.previewOf', { number: number(row.id) }),
                icon: <VisibilityOutlined fontSize="small" />,
                to: paths.invoicePreview(row.id),
              },
              {
                title: t('invoices.actions.download'),
                label: t('invoices.actions.downloadOf', { number: number(row.id) }),
                icon: <FileDownloadOutlined fontSize="small" />,
                onClick: () => void download(row.id),
              },
            ]}
            menuLabel={t('invoices.actions.moreOf', { number: number(row.id) })}
            menu={[
              canUpdate && {
                label: t('invoices.actions.edit'),
                icon: <EditOutlined fontSize="small" />,
                to: paths.invoiceEdit(row.id),
              },
              canCreate && {
                label: t('invoices.actions.duplicate'),
                icon: <ContentCopyOutlined fontSize="small" />,
                onClick: () => duplicate.mutate(row.id),
              },
              canDelete && {
                label: t('invoices.actions.delete'),
                icon: <DeleteOutlineOutlined fontSize="small" />,
                onClick: () => ask({ kind: 'one', invoice: row }),
              },
            ]}
          />
        ),
      },
    ]
  }, [t, i18n.language, col, format, notify, canUpdate, canCreate, canDelete, duplicate, ask])

  const range = parseInvoiceDateRange(list.params.selectedDateRange)
  const setRange = (start: string, end: string) =>
    list.setParams({ selectedDateRange: start || end ? `${start || end} to ${end || start}` : null })

  return (
    <ListPage
      title={t('invoices.list.title')}
      subtitle={t('invoices.list.subtitle')}
      stats={
        <InvoiceStatsCards stats={stats.data} error={stats.error} onRetry={() => void stats.refetch()} />
      }
      list={list}
      searchLabel={t('invoices.list.search')}
      toolbar={
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <ListFilterSelect
            list={list}
            param="status"
            label={t('invoices.list.statusFilter')}
            options={INVOICE_STATUSES.map((status) => ({
              value: status,
              label: t(`invoices.status.${INVOICE_STATUS_KEYS[status]}`),
            }))}
          />
          <TextField
            size="small"
            type="date"
            label={t('invoices.list.from')}
            value={range?.start ?? ''}
            onChange={(event) => setRange(event.target.value, range?.end ?? '')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            size="small"
            type="date"
            label={t('invoices.list.to')}
            value={range?.end ?? ''}
            onChange={(event) => setRange(range?.start ?? '', event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Box>
      }
      bulkDelete={
        canDelete && selection.ids.length
          ? {
              label: t('invoices.list.deleteSelected', { count: selection.ids.length }),
              onClick: () => ask({ kind: 'selected', ids: selection.ids.map(Number) }),
            }
          : null
      }
      exportCsv={{ path: `${INVOICES_PATH}/export.csv`, fileName: 'invoices.csv' }}
      add={canCreate ? { label: t('invoices.list.add'), to: paths.invoiceAdd } : null}
    >
      <ServerDataTable
        label={t('invoices.list.tableLabel')}
        list={list}
        columns={columns}
        selection={canDelete ? selection : undefined}
        emptyText={t('invoices.list.empty')}
      />
      {deletion.dialog}
    </ListPage>
  )
}
