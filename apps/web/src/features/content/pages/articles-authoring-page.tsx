// /apps/content/help-center: every help-center category with all its articles, published or not.
// Authors write and edit articles, publish or hide them and reorder them in their category; the
// public help center shows the change at once.
import { useState } from 'react'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import List from '@mui/material/List'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import AddOutlined from '@mui/icons-material/AddOutlined'
import type { ArticleAdmin } from '@aurum/shared'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { PageHeader } from '@/components/page-header'
import { ErrorState, LoadingState } from '@/components/state-views'
import { useAbility } from '@/lib/ability'
import { useArticlesAdmin, useDeleteArticle, useReorderArticles, useSaveArticle } from '../api'
import { ArticleDialog } from '../components/article-dialog'
import { ContentLanguageChips } from '../components/content-languages'
import { ContentRow, moved } from '../components/content-row'

const ARTICLE_FIELDS = ['title', 'subtitle', 'productContent', 'checkoutContent'] as const

export function ArticlesAuthoringPage() {
  const { t } = useTranslation()
  const ability = useAbility()
  const list = useArticlesAdmin()
  const reorder = useReorderArticles()
  const save = useSaveArticle()
  const remove = useDeleteArticle()
  const [editing, setEditing] = useState<{ article: ArticleAdmin | null; categoryId: number } | null>(null)
  const [deleting, setDeleting] = useState<ArticleAdmin | null>(null)
  const canCreate = ability.can('create', 'HelpCenter')
  const canUpdate = ability.can('update', 'HelpCenter')
  const canDelete = ability.can('delete', 'HelpCenter')
  const busy = reorder.isPending || save.isPending
  return (
    <>
      <PageHeader title={t('content.articles.pageTitle')} subtitle={t('content.articles.pageSubtitle')} />
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Stack spacing={3}>
          {list.data.categories.map((category) => {
            const ids = category.articles.map((article) => article.id)
            return (
              <Card
                key={category.id}
                component="section"
                aria-labelledby={`article-admin-category-${category.id}`}
              >
                <CardHeader
                  title={category.title}
                  slotProps={{
                    title: { component: 'h2', id: `article-admin-category-${category.id}`, variant: 'h6' },
                  }}
                  action={
                    canCreate ? (
                      <Button
                        startIcon={<AddOutlined />}
                        onClick={() => setEditing({ article: null, categoryId: category.id })}
                      >
                        {t('content.articles.add')}
                      </Button>
                    ) : null
                  }
                />
                <CardContent sx={{ pt: 0 }}>
                  {category.articles.length === 0 ? (
                    <Typography color="text.secondary">{t('content.articles.empty')}</Typography>
                  ) : (
                    <List aria-label={category.title}>
                      {category.articles.map((article, index) => (
                        <ContentRow
                          key={article.id}
                          title={article.title}
                          secondary={
                            article.published
                              ? t('content.articles.updated', { day: article.lastUpdated })
                              : t('content.hidden')
                          }
                          languages={
                            <ContentLanguageChips
                              english={article}
                              translations={article.translations}
                              fields={ARTICLE_FIELDS}
                            />
                          }
                          published={article.published}
                          first={index === 0}
                          last={index === category.articles.length - 1}
                          canUpdate={canUpdate}
                          canDelete={canDelete}
                          busy={busy}
                          onMove={(by) =>
                            reorder.mutate({ categoryId: category.id, ids: moved(ids, article.id, by) })
                          }
                          onPublish={(published) => {
                            const { id, position, lastUpdated, ...rest } = article
                            void position
                            void lastUpdated
                            save.mutate({ id, body: { ...rest, published } })
                          }}
                          onEdit={() => setEditing({ article, categoryId: category.id })}
                          onDelete={() => setDeleting(article)}
                        />
                      ))}
                    </List>
                  )}
                </CardContent>
              </Card>
            )
          })}
        </Stack>
      )}
      {editing && list.data ? (
        <ArticleDialog
          article={editing.article}
          categoryId={editing.categoryId}
          categories={list.data.categories}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('content.articles.deleteTitle')}
        text={t('content.articles.deleteText', { title: deleting?.title ?? '' })}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
        onClose={() => setDeleting(null)}
      />
    </>
  )
}
