import { useTranslation } from 'react-i18next'
import { FormsRichTextEditor } from '@/features/forms/components/forms-rich-text-editor'

/**
 * Stored HTML shown through the editor's schema, without a toolbar: only the tags the editor knows
 * survive, so this is also a safe way to render what users wrote.
 */
export function EditorReadOnly() {
  const { t } = useTranslation()
  return (
    <FormsRichTextEditor
      label={t('forms.editors.readOnlyLabel')}
      value={t('forms.editors.readOnlySample')}
      onChange={() => {}}
      readOnly
    />
  )
}
