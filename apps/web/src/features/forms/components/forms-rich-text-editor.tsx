// The shared rich-text editor, loaded on demand as every area loads it: imported statically here, it
// would move into the chunk that all pages share, and Tiptap with it.
import Skeleton from '@mui/material/Skeleton'
import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import type { RichTextEditorProps } from '@/components/rich-text-editor'

const RichTextEditor = lazy(() =>
  import('@/components/rich-text-editor').then((module) => ({ default: module.RichTextEditor })),
)

export function FormsRichTextEditor(props: RichTextEditorProps) {
  const { t } = useTranslation()
  return (
    <Suspense
      fallback={<Skeleton variant="rounded" height={230} role="status" aria-label={t('common.loading')} />}
    >
      <RichTextEditor {...props} />
    </Suspense>
  )
}
