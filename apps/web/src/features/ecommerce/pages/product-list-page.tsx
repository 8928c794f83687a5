// /apps/ecommerce/product/list: stat cards, filters (status, category, stock), search, sort and
// paging held in the URL, row and bulk deletion with confirmation, edit links and the CSV export.
import { useMemo, useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardHeader from '@mui/material/CardHeader'
import Divider from '@mui/material/Divider'
import AddOutlined from '@mui/icons-material/AddOutlined'
import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { productListQuerySchema, type Product } from '@aurum/shared'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { ExportButton, TableSearch } from '../../../components/data-table'
import { useNotify } from '../../../components/notifications'
import { PageHeader } from '../../../components/page-header'
import { ErrorState } from '../../../components/state-views'
import { useAbility } from '../../../lib/ability'
import { useListParams } from '../../../lib/list-params'
import { useCategoryNames } from '../api/categories'
import { PRODUCTS_PATH, useDeleteProducts, useProductStats, useProducts } from '../api/products'
import { ProductFilters } from '../components/product-filters'
import { ProductStatsCards } from '../components/product-stats-cards'
import { ProductTable } from '../components/product-table'

/** What the confirmation dialog is about to delete: one product from its row, or the checked ones. */
type Deletion = { kind: 'one'; product: Product } | { kind: 'selected'; ids: number[] }

export function ProductListPage() {
  const { t } = useTranslation()
  const notify = useNotify()
  const ability = useAbility()
  const { params, setParams } = useListParams(productListQuerySchema)
  const products = useProducts(params)
  const stats = useProductStats()
  const categoryNames = useCategoryNames()
  const remove = useDeleteProducts()
  const [deletion, setDeletion] = useState<Deletion | null>(null)
  // The selection belongs to the rows on screen: another page, filter or sort starts it afresh.
  const listKey = JSON.stringify(params)
  const [selection, setSelection] = useState<{ listKey: string; ids: number[] }>({ listKey, ids: [] })
  const selectedIds = selection.listKey === listKey ? selection.ids : []
  const canCreate = ability.can('create', 'Product')
  const canEdit = ability.can('update', 'Product')
  const canDelete = ability.can('delete', 'Product')
  const onDelete = useMemo(
    () => (canDelete ? (product: Product) => setDeletion({ kind: 'one', product }) : null),
    [canDelete],
  )

  const confirmDelete = async () => {
    if (!deletion) return
    const ids = deletion.kind === 'one' ? [deletion.product.id] : deletion.ids
    try {
      const failed = await remove.mutateAsync(ids)
      if (failed.length === 0) {
        notify(
          deletion.kind === 'one'
            ? t('ecommerce.products.delete.done', { name: deletion.product.productName })
            : t('ecommerce.products.delete.doneSelected', { count: ids.length }),
        )
      } else {
        notify(t('ecommerce.products.delete.someFailed', { count: failed.length }), 'error')
      }
      setSelection({ listKey, ids: [] })
      setDeletion(null)
    } catch {
      // The dialog stays open: nothing was deleted.
      notify(t('common.deleteFailed'), 'error')
    }
  }

  return (
    <Box>
      <PageHeader
        title={t('ecommerce.products.list.title')}
        subtitle={t('ecommerce.products.list.subtitle')}
        actions={
          canCreate ? (
            <Button
              component={RouterLink}
              to="/apps/ecommerce/product/add"
              variant="contained"
              startIcon={<AddOutlined />}
            >
              {t('ecommerce.products.list.add')}
            </Button>
          ) : null
        }
      />
      <Box sx={{ mb: 3 }}>
        <ProductStatsCards stats={stats.data} error={stats.error} onRetry={() => void stats.refetch()} />
      </Box>
      <Card>
        <CardHeader
          title={t('ecommerce.products.filters.title')}
          slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        />
        <Box sx={{ px: 2.5, pb: 2.5 }}>
          <ProductFilters params={params} categoryNames={categoryNames.data} onChange={setParams} />
        </Box>
        <Divider />
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
            p: 2.5,
          }}
        >
          <Box sx={{ flex: '1 1 240px', maxWidth: { sm: 360 } }}>
            <TableSearch
              value={params.q}
              onChange={(q) => setParams({ q })}
              label={t('ecommerce.products.list.search')}
            />
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
            {canDelete && selectedIds.length > 0 ? (
              <Button
                variant="outlined"
                color="error"
                startIcon={<DeleteOutlineOutlined />}
                onClick={() => setDeletion({ kind: 'selected', ids: selectedIds })}
              >
                {t('ecommerce.products.list.deleteSelected', { count: selectedIds.length })}
              </Button>
            ) : null}
            <ExportButton path={`${PRODUCTS_PATH}/export.csv`} query={params} fileName="products.csv" />
          </Box>
        </Box>
        {products.isError ? (
          <Box sx={{ px: 2.5, pb: 2.5 }}>
            <ErrorState error={products.error} onRetry={() => void products.refetch()} />
          </Box>
        ) : (
          <ProductTable
            rows={products.data?.products}
            total={products.data?.total}
            paging={params}
            onPagingChange={setParams}
            loading={products.isFetching}
            canEdit={canEdit}
            onDelete={onDelete}
            selectedIds={selectedIds}
            onSelectedIdsChange={(ids) => setSelection({ listKey, ids })}
          />
        )}
      </Card>
      <ConfirmDialog
        open={deletion !== null}
        title={
          deletion?.kind === 'selected'
            ? t('ecommerce.products.delete.titleSelected', { count: deletion.ids.length })
            : t('ecommerce.products.delete.title')
        }
        text={
          deletion?.kind === 'selected'
            ? t('ecommerce.products.delete.textSelected', { count: deletion.ids.length })
            : t('ecommerce.products.delete.text', {
                name: deletion?.kind === 'one' ? deletion.product.productName : '',
              })
        }
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeletion(null)}
      />
    </Box>
  )
}
