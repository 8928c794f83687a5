// /apps/content/faq: every FAQ group with all its questions, published or not. Authors add and
// edit questions, publish or hide them and reorder them within their group; the public FAQ shows
// the change at once.
import { useState } from 'react'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import List from '@mui/material/List'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import AddOutlined from '@mui/icons-material/AddOutlined'
import type { FaqAdminEntry } from '@aurum/shared'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { PageHeader } from '@/components/page-header'
import { ErrorState, LoadingState } from '@/components/state-views'
import { useAbility } from '@/lib/ability'
import { useDeleteFaq, useFaqAdmin, useReorderFaq, useSaveFaq } from '../api'
import { ContentLanguageChips } from '../components/content-languages'
import { ContentRow, moved } from '../components/content-row'
import { FaqEntryDialog } from '../components/faq-entry-dialog'

const FAQ_FIELDS = ['question', 'answer'] as const

export function FaqAuthoringPage() {
  const { t } = useTranslation()
  const ability = useAbility()
  const faq = useFaqAdmin()
  const reorder = useReorderFaq()
  const save = useSaveFaq()
  const remove = useDeleteFaq()
  const [editing, setEditing] = useState<{ entry: FaqAdminEntry | null; groupId: number } | null>(null)
  const [deleting, setDeleting] = useState<FaqAdminEntry | null>(null)
  const canCreate = ability.can('create', 'Faq')
  const canUpdate = ability.can('update', 'Faq')
  const canDelete = ability.can('delete', 'Faq')
  const busy = reorder.isPending || save.isPending
  return (
    <>
      <PageHeader title={t('content.faq.title')} subtitle={t('content.faq.subtitle')} />
      {faq.isPending ? (
        <LoadingState />
      ) : faq.isError ? (
        <ErrorState error={faq.error} onRetry={() => void faq.refetch()} />
      ) : (
        <Stack spacing={3}>
          {faq.data.groups.map((group) => {
            const ids = group.faqs.map((entry) => entry.id)
            return (
              <Card key={group.id} component="section" aria-labelledby={`faq-admin-group-${group.id}`}>
                <CardHeader
                  title={group.faqTitle}
                  subheader={group.faqSubtitle}
                  slotProps={{ title: { component: 'h2', id: `faq-admin-group-${group.id}`, variant: 'h6' } }}
                  action={
                    canCreate ? (
                      <Button
                        startIcon={<AddOutlined />}
                        onClick={() => setEditing({ entry: null, groupId: group.id })}
                      >
                        {t('content.faq.add')}
                      </Button>
                    ) : null
                  }
                />
                <CardContent sx={{ pt: 0 }}>
                  {group.faqs.length === 0 ? (
                    <Typography color="text.secondary">{t('content.faq.empty')}</Typography>
                  ) : (
                    <List aria-label={group.faqTitle}>
                      {group.faqs.map((entry, index) => (
                        <ContentRow
                          key={entry.id}
                          title={entry.question}
                          secondary={entry.published ? undefined : t('content.hidden')}
                          languages={
                            <ContentLanguageChips
                              english={entry}
                              translations={entry.translations}
                              fields={FAQ_FIELDS}
                            />
                          }
                          published={entry.published}
                          first={index === 0}
                          last={index === group.faqs.length - 1}
                          canUpdate={canUpdate}
                          canDelete={canDelete}
                          busy={busy}
                          onMove={(by) =>
                            reorder.mutate({ groupId: group.id, ids: moved(ids, entry.id, by) })
                          }
                          onPublish={(published) =>
                            save.mutate({
                              id: entry.id,
                              body: {
                                groupId: entry.groupId,
                                question: entry.question,
                                answer: entry.answer,
                                published,
                                translations: entry.translations,
                              },
                            })
                          }
                          onEdit={() => setEditing({ entry, groupId: group.id })}
                          onDelete={() => setDeleting(entry)}
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
      {editing && faq.data ? (
        <FaqEntryDialog
          entry={editing.entry}
          groupId={editing.groupId}
          groups={faq.data.groups}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('content.faq.deleteTitle')}
        text={t('content.faq.deleteText', { question: deleting?.question ?? '' })}
        pending={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
        onClose={() => setDeleting(null)}
      />
    </>
  )
}
