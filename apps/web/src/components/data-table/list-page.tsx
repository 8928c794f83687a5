// The frame every list page shares: heading, optional stat cards, and a card holding the filters,
// a toolbar (search held in the URL's q, inline filters, bulk delete, CSV export, add) and the
// table, which gives way to the error with a retry when the list cannot be loaded.
import { useState, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardHeader from '@mui/material/CardHeader'
import Collapse from '@mui/material/Collapse'
import Divider from '@mui/material/Divider'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useTheme } from '@mui/material/styles'
import AddOutlined from '@mui/icons-material/AddOutlined'
import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined'
import FilterListOutlined from '@mui/icons-material/FilterListOutlined'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import type { QueryValue } from '@/lib/api-client'
import type { ListParamsPatch } from '@/lib/list-params'
import { PageHeader } from '../page-header'
import { ExportButton } from './export-button'
import { TableSearch } from './table-search'

/** What the frame reads of a list (a ServerList has it): its query, for the search and the export. */
export type ListFrameState = {
  params: { q?: string } & Record<string, QueryValue>
  setParams: (patch: ListParamsPatch) => void
}

/** The list's main action: a link to its add page or a button opening its drawer or dialog. */
type ListAddAction = {
  label: string
  to?: string
  onClick?: () => void
  /** Beside the heading instead of in the toolbar. */
  inHeader?: boolean
}

export type ListCardProps = {
  list: ListFrameState
  searchLabel: string
  /** Filters above the toolbar, under a "Filters" heading (ListFilterSelect for each). */
  filters?: ReactNode
  filtersTitle?: string
  /** Inline filters in the toolbar, before the export. */
  toolbar?: ReactNode
  /** "Delete 3 selected", when rows are checked and the reader may delete. */
  bulkDelete?: { label: string; onClick: () => void } | null
  /** The server's CSV export of what the filters select. */
  exportCsv?: { path: string; fileName: string }
  add?: ListAddAction | null
  /** The table. */
  children: ReactNode
}

export type ListPageProps = ListCardProps & {
  title: string
  subtitle?: ReactNode
  /** Cards above the list (StatCardGrid, or the area's own). */
  stats?: ReactNode
}

function AddButton({ label, to, onClick }: ListAddAction) {
  return to ? (
    <Button component={RouterLink} to={to} variant="contained" startIcon={<AddOutlined />}>
      {label}
    </Button>
  ) : (
    <Button variant="contained" startIcon={<AddOutlined />} onClick={onClick}>
      {label}
    </Button>
  )
}

export function ListPage({ title, subtitle, stats, ...card }: ListPageProps) {
  return (
    <Box>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={card.add?.inHeader ? <AddButton {...card.add} /> : null}
      />
      {stats ? <Box sx={{ mb: { xs: 2, sm: 3 } }}>{stats}</Box> : null}
      <ListCard {...card} />
    </Box>
  )
}

/** The list's params that are not its search, order or page: the filters in use. */
const NOT_FILTERS = new Set(['q', 'page', 'itemsPerPage', 'sortBy', 'orderBy'])
function activeFilterCount(params: Record<string, unknown>): number {
  return Object.entries(params).filter(
    ([name, value]) => !NOT_FILTERS.has(name) && value !== undefined && value !== null && value !== '',
  ).length
}

export function ListCard(props: ListCardProps) {
  const { list, filters, toolbar, bulkDelete, exportCsv, add } = props
  const { t } = useTranslation()
  // On a phone the filters fold under a button (with how many are in use), so the rows come first.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'))
  const [filtersOpen, setFiltersOpen] = useState(false)
  const filtersTitle = props.filtersTitle ?? t('common.filters')
  const inUse = activeFilterCount(list.params)
  // On a phone the filters (above the toolbar or in it) fold under one button, so the rows come first.
  const foldFilters = phone && Boolean(filters || toolbar)
  const filterFields = (
    <Box
      id="list-filters"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fit, minmax(180px, 1fr))' },
        px: 2.5,
        pb: 2.5,
      }}
    >
      {filters}
      {foldFilters ? toolbar : null}
    </Box>
  )
  return (
    <Card>
      {foldFilters ? (
        <Collapse in={filtersOpen}>
          <Box sx={{ pt: 2.5 }}>{filterFields}</Box>
          <Divider />
        </Collapse>
      ) : filters ? (
        <>
          <CardHeader title={filtersTitle} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
          {filterFields}
          <Divider />
        </>
      ) : null}
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: { xs: 1.5, sm: 2 },
          p: { xs: 2, sm: 2.5 },
        }}
      >
        {/* Text fields are full width by default (theme): the search takes the free space, up to a point. */}
        <Box sx={{ flex: '1 1 240px', maxWidth: { sm: 360 } }}>
          <ListSearch list={list} label={props.searchLabel} />
        </Box>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 1.5,
            '& .MuiFormControl-root': { width: 'auto', minWidth: 180 },
          }}
        >
          {foldFilters ? (
            <Button
              variant="outlined"
              color="secondary"
              startIcon={<FilterListOutlined />}
              aria-expanded={filtersOpen}
              aria-controls="list-filters"
              onClick={() => setFiltersOpen((open) => !open)}
            >
              {inUse ? t('common.table.filtersActive', { count: inUse }) : filtersTitle}
            </Button>
          ) : (
            toolbar
          )}
          {bulkDelete ? (
            <Button
              variant="outlined"
              color="error"
              startIcon={<DeleteOutlineOutlined />}
              onClick={bulkDelete.onClick}
            >
              {bulkDelete.label}
            </Button>
          ) : null}
          {exportCsv ? (
            <ExportButton path={exportCsv.path} query={list.params} fileName={exportCsv.fileName} />
          ) : null}
          {add && !add.inHeader ? <AddButton {...add} /> : null}
        </Box>
      </Box>
      {props.children}
    </Card>
  )
}

/** The list's search box, held in the URL's q. */
export function ListSearch({ list, label }: { list: ListFrameState; label: string }) {
  return <TableSearch value={list.params.q} onChange={(q) => list.setParams({ q })} label={label} />
}

export type ListFilterSelectProps<Params> = {
  list: { params: Params; setParams: (patch: ListParamsPatch) => void }
  param: Extract<keyof Params, string>
  label: string
  options: readonly { value: string; label: string }[]
}

/** A filter of the list: "All" (no filter) and its options; a value it does not offer shows as "All". */
export function ListFilterSelect<Params>({ list, param, label, options }: ListFilterSelectProps<Params>) {
  const { t } = useTranslation()
  const current = list.params[param]
  const value = options.some((option) => option.value === String(current)) ? String(current) : ''
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => list.setParams({ [param]: event.target.value || null })}
      // "All" shows in the box (not an empty field under a lowered label) when no filter is set.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t('common.all')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  )
}
