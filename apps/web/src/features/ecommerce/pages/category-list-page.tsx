// /apps/ecommerce/product/category-list: the categories with their product counts and earnings,
// search, sort and paging held in the URL, add and edit in a drawer, deletion with confirmation
// (refused, with the reason, while products use the category) and the CSV export.
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { categoryInUseSchema, categoryListQuerySchema, type Category } from '@aurum/shared'
import { ListPage, useDeleteConfirmation, useServerList } from '@/components/data-table'
import { useAbility } from '@/lib/ability'
import { ApiError } from '@/lib/api-client'
import { useListParams } from '@/lib/list-params'
import { CATEGORIES_PATH, useCategories, useDeleteCategory } from '../api/categories'
import { CategoryDrawer } from '../components/category-drawer'
import { CategoryTable } from '../components/category-table'

/** The drawer shows nothing, a new category, or the one being edited. */
type Editing = { category: Category | null } | null

export function CategoryListPage() {
  const { t } = useTranslation()
  const ability = useAbility()
  const state = useListParams(categoryListQuerySchema)
  const list = useServerList(state, useCategories(state.params), { rows: 'categories' })
  const remove = useDeleteCategory()
  const [editing, setEditing] = useState<Editing>(null)
  const canUpdate = ability.can('update', 'Category')
  const canDelete = ability.can('delete', 'Category')

  const deletion = useDeleteConfirmation({
    remove: (category: Category) => remove.mutateAsync(category.id),
    pending: remove.isPending,
    title: () => t('ecommerce.categories.delete.title'),
    text: (category) => t('ecommerce.categories.delete.text', { name: category.name }),
    done: (category) => t('ecommerce.categories.delete.done', { name: category.name }),
    // The server refuses while products use the category: say why, in the reader's language.
    failed: (error, category) => {
      const inUse =
        error instanceof ApiError && error.status === 409 ? categoryInUseSchema.safeParse(error.body) : null
      return inUse?.success
        ? {
            message: t('ecommerce.categories.delete.inUse', {
              count: inUse.data.products,
              name: category.name,
            }),
            close: true,
          }
        : undefined
    },
  })
  const ask = deletion.ask
  const onEdit = useMemo(
    () => (canUpdate ? (category: Category) => setEditing({ category }) : null),
    [canUpdate],
  )

  return (
    <ListPage
      title={t('ecommerce.categories.list.title')}
      subtitle={t('ecommerce.categories.list.subtitle')}
      add={
        ability.can('create', 'Category')
          ? {
              label: t('ecommerce.categories.list.add'),
              onClick: () => setEditing({ category: null }),
              inHeader: true,
            }
          : null
      }
      list={list}
      searchLabel={t('ecommerce.categories.list.search')}
      exportCsv={{ path: `${CATEGORIES_PATH}/export.csv`, fileName: 'categories.csv' }}
    >
      <CategoryTable list={list} onEdit={onEdit} onDelete={canDelete ? ask : null} />
      <CategoryDrawer
        open={editing !== null}
        category={editing?.category ?? null}
        onClose={() => setEditing(null)}
      />
      {deletion.dialog}
    </ListPage>
  )
}
