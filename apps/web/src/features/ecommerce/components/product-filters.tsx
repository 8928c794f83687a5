// The product list's filters: status, category and stock, each a select whose "All" clears it.
import { useTranslation } from 'react-i18next'
import { PRODUCT_STATUSES, type ProductListQuery } from '@aurum/shared'
import { ListFilterSelect, type ListState } from '@/components/data-table'

export type ProductFiltersProps = {
  list: ListState<ProductListQuery>
  categoryNames: string[] | undefined
}

export function ProductFilters({ list, categoryNames = [] }: ProductFiltersProps) {
  const { t } = useTranslation()
  const { category } = list.params
  // A category from the URL that is not (yet) in the list still shows as chosen.
  const categories =
    category && !categoryNames.includes(category) ? [category, ...categoryNames] : categoryNames
  return (
    <>
      <ListFilterSelect
        list={list}
        param="status"
        label={t('ecommerce.products.filters.status')}
        options={PRODUCT_STATUSES.map((status) => ({
          value: status,
          label: t(`ecommerce.products.status.${status}`),
        }))}
      />
      <ListFilterSelect
        list={list}
        param="category"
        label={t('ecommerce.products.filters.category')}
        options={categories.map((name) => ({ value: name, label: name }))}
      />
      <ListFilterSelect
        list={list}
        param="stock"
        label={t('ecommerce.products.filters.stock')}
        options={[
          { value: 'true', label: t('ecommerce.products.stock.in') },
          { value: 'false', label: t('ecommerce.products.stock.out') },
        ]}
      />
    </>
  )
}
