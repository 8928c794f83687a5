// The product list's filters: status, category and stock, each a select whose "All" clears it.
import Box from '@mui/material/Box'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { useTranslation } from 'react-i18next'
import { PRODUCT_STATUSES, type ProductListQuery } from '@aurum/shared'
import type { ListParamsPatch } from '../../../lib/list-params'

const ALL = ''
/** "All" shows in the box (not an empty field under a lowered label) when no filter is set. */
const showAll = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const

export type ProductFiltersProps = {
  params: Pick<ProductListQuery, 'status' | 'category' | 'stock'>
  categoryNames: string[] | undefined
  onChange: (patch: ListParamsPatch) => void
}

export function ProductFilters({ params, categoryNames = [], onChange }: ProductFiltersProps) {
  const { t } = useTranslation()
  // A category from the URL that is not (yet) in the list still shows as chosen.
  const categories =
    params.category && !categoryNames.includes(params.category)
      ? [params.category, ...categoryNames]
      : categoryNames
  const stockValue = params.stock === undefined ? ALL : String(params.stock)
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
      <TextField
        select
        size="small"
        slotProps={showAll}
        label={t('ecommerce.products.filters.status')}
        value={params.status ?? ALL}
        onChange={(event) => onChange({ status: event.target.value || null })}
      >
        <MenuItem value={ALL}>{t('common.all')}</MenuItem>
        {PRODUCT_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {t(`ecommerce.products.status.${status}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        slotProps={showAll}
        label={t('ecommerce.products.filters.category')}
        value={params.category ?? ALL}
        onChange={(event) => onChange({ category: event.target.value || null })}
      >
        <MenuItem value={ALL}>{t('common.all')}</MenuItem>
        {categories.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        slotProps={showAll}
        label={t('ecommerce.products.filters.stock')}
        value={stockValue}
        onChange={(event) => onChange({ stock: event.target.value || null })}
      >
        <MenuItem value={ALL}>{t('common.all')}</MenuItem>
        <MenuItem value="true">{t('ecommerce.products.stock.in')}</MenuItem>
        <MenuItem value="false">{t('ecommerce.products.stock.out')}</MenuItem>
      </TextField>
    </Box>
  )
}
