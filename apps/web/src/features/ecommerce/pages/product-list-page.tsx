// /apps/ecommerce/product/list: stat cards, filters (status, category, stock), search, sort and
// paging held in the URL, row and bulk deletion with confirmation, edit links and the CSV export.
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { productListQuerySchema, type Product } from '@aurum/shared'
import { ListPage, useDeleteConfirmation, useListSelection, useServerList } from '@/components/data-table'
import { useAbility } from '@/lib/ability'
import { useListParams } from '@/lib/list-params'
import { useCategoryNames } from '../api/categories'
import { PRODUCTS_PATH, useDeleteProducts, useProductStats, useProducts } from '../api/products'
import { ProductFilters } from '../components/product-filters'
import { ProductStatsCards } from '../components/product-stats-cards'
import { ProductTable } from '../components/product-table'

/** What the confirmation dialog is about to delete: one product from its row, or the checked ones. */
type Deletion = { kind: 'one'; product: Product } | { kind: 'selected'; ids: number[] }

export function ProductListPage() {
  const { t } = useTranslation()
  const ability = useAbility()
  const state = useListParams(productListQuerySchema)
  const list = useServerList(state, useProducts(state.params), { rows: 'products' })
  const stats = useProductStats()
  const categoryNames = useCategoryNames()
  const remove = useDeleteProducts()
  const selection = useListSelection(list.params)
  const canCreate = ability.can('create', 'Product')
  const canDelete = ability.can('delete', 'Product')

  const deletion = useDeleteConfirmation({
    remove: (asked: Deletion) => remove.mutateAsync(asked.kind === 'one' ? [asked.product.id] : asked.ids),
    pending: remove.isPending,
    title: (asked) =>
      asked.kind === 'selected'
        ? t('ecommerce.products.delete.titleSelected', { count: asked.ids.length })
        : t('ecommerce.products.delete.title'),
    text: (asked) =>
      asked.kind === 'selected'
        ? t('ecommerce.products.delete.textSelected', { count: asked.ids.length })
        : t('ecommerce.products.delete.text', { name: asked.product.productName }),
    done: (asked, failed) => {
      if (failed.length > 0)
        return { error: t('ecommerce.products.delete.someFailed', { count: failed.length }) }
      return asked.kind === 'one'
        ? t('ecommerce.products.delete.done', { name: asked.product.productName })
        : t('ecommerce.products.delete.doneSelected', { count: asked.ids.length })
    },
    onDeleted: selection.clear,
  })
  const ask = deletion.ask
  const onDelete = useMemo(
    () => (canDelete ? (product: Product) => ask({ kind: 'one', product }) : null),
    [canDelete, ask],
  )

  return (
    <ListPage
      title={t('ecommerce.products.list.title')}
      subtitle={t('ecommerce.products.list.subtitle')}
      add={
        canCreate
          ? { label: t('ecommerce.products.list.add'), to: '/apps/ecommerce/product/add', inHeader: true }
          : null
      }
      stats={
        <ProductStatsCards stats={stats.data} error={stats.error} onRetry={() => void stats.refetch()} />
      }
      list={list}
      searchLabel={t('ecommerce.products.list.search')}
      filtersTitle={t('ecommerce.products.filters.title')}
      filters={<ProductFilters list={list} categoryNames={categoryNames.data} />}
      bulkDelete={
        canDelete && selection.ids.length > 0
          ? {
              label: t('ecommerce.products.list.deleteSelected', { count: selection.ids.length }),
              onClick: () => ask({ kind: 'selected', ids: selection.ids.map(Number) }),
            }
          : null
      }
      exportCsv={{ path: `${PRODUCTS_PATH}/export.csv`, fileName: 'products.csv' }}
    >
      <ProductTable
        list={list}
        canEdit={ability.can('update', 'Product')}
        onDelete={onDelete}
        selection={selection}
      />
      {deletion.dialog}
    </ListPage>
  )
}
