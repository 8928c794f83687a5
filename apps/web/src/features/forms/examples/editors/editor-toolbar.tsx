import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormsRichTextEditor } from '@/features/forms/components/forms-rich-text-editor'

/** The full toolbar: headings, marks, lists, quote, link, undo and redo. */
export function EditorToolbar() {
  const { t } = useTranslation()
  const [html, setHtml] = useState(() => t('forms.editors.toolbarSample'))
  return (
    <FormsRichTextEditor
      label={t('forms.editors.toolbarLabel')}
      value={html}
      onChange={setHtml}
      toolbar="full"
    />
  )
}
