// /apps/ecommerce/product/category-list: the categories with their product counts and earnings,
// search, sort and paging held in the URL, add and edit in a drawer, deletion with confirmation
// (refused, with the reason, while products use the category) and the CSV export.
import { useMemo, useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import AddOutlined from '@mui/icons-material/AddOutlined'
import { useTranslation } from 'react-i18next'
import { categoryInUseSchema, categoryListQuerySchema, type Category } from '@aurum/shared'
import { ConfirmDialog } from '../../../components/confirm-dialog'
import { ExportButton, TableSearch } from '../../../components/data-table'
import { useNotify } from '../../../components/notifications'
import { PageHeader } from '../../../components/page-header'
import { ErrorState } from '../../../components/state-views'
import { useAbility } from '../../../lib/ability'
import { ApiError } from '../../../lib/api-client'
import { useListParams } from '../../../lib/list-params'
import { CATEGORIES_PATH, useCategories, useDeleteCategory } from '../api/categories'
import { CategoryDrawer } from '../components/category-drawer'
import { CategoryTable } from '../components/category-table'

/** The drawer shows nothing, a new category, or the one being edited. */
type Editing = { category: Category | null } | null

export function CategoryListPage() {
  const { t } = useTranslation()
  const notify = useNotify()
  const ability = useAbility()
  const { params, setParams } = useListParams(categoryListQuerySchema)
  const categories = useCategories(params)
  const remove = useDeleteCategory()
  const [editing, setEditing] = useState<Editing>(null)
  const [deleting, setDeleting] = useState<Category | null>(null)
  const canCreate = ability.can('create', 'Category')
  const canUpdate = ability.can('update', 'Category')
  const canDelete = ability.can('delete', 'Category')
  const onEdit = useMemo(
    () => (canUpdate ? (category: Category) => setEditing({ category }) : null),
    [canUpdate],
  )
  const onDelete = useMemo(() => (canDelete ? setDeleting : null), [canDelete])

  const confirmDelete = async () => {
    if (!deleting) return
    try {
      await remove.mutateAsync(deleting.id)
      notify(t('ecommerce.categories.delete.done', { name: deleting.name }))
      setDeleting(null)
    } catch (error) {
      // The server refuses while products use the category: say why, in the reader's language.
      const inUse =
        error instanceof ApiError && error.status === 409 ? categoryInUseSchema.safeParse(error.body) : null
      if (inUse?.success) {
        notify(
          t('ecommerce.categories.delete.inUse', { count: inUse.data.products, name: deleting.name }),
          'error',
        )
        setDeleting(null)
      } else {
        notify(t('common.deleteFailed'), 'error')
      }
    }
  }

  return (
    <Box>
      <PageHeader
        title={t('ecommerce.categories.list.title')}
        subtitle={t('ecommerce.categories.list.subtitle')}
        actions={
          canCreate ? (
            <Button
              variant="contained"
              startIcon={<AddOutlined />}
              onClick={() => setEditing({ category: null })}
            >
              {t('ecommerce.categories.list.add')}
            </Button>
          ) : null
        }
      />
      <Card>
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
              label={t('ecommerce.categories.list.search')}
            />
          </Box>
          <ExportButton path={`${CATEGORIES_PATH}/export.csv`} query={params} fileName="categories.csv" />
        </Box>
        {categories.isError ? (
          <Box sx={{ px: 2.5, pb: 2.5 }}>
            <ErrorState error={categories.error} onRetry={() => void categories.refetch()} />
          </Box>
        ) : (
          <CategoryTable
            rows={categories.data?.categories}
            total={categories.data?.total}
            paging={params}
            onPagingChange={setParams}
            loading={categories.isFetching}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        )}
      </Card>
      <CategoryDrawer
        open={editing !== null}
        category={editing?.category ?? null}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('ecommerce.categories.delete.title')}
        text={t('ecommerce.categories.delete.text', { name: deleting?.name ?? '' })}
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
    </Box>
  )
}
