import Stack from '@mui/material/Stack'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormsRichTextEditor } from '@/features/forms/components/forms-rich-text-editor'

type Direction = 'ltr' | 'rtl'

/**
 * The editor follows the page's direction (right to left in Arabic); the toggle sets `dir`
 * explicitly, as for a message written in another language than the interface's.
 */
export function EditorDirection() {
  const { t, i18n } = useTranslation()
  const [dir, setDir] = useState<Direction>(() => i18n.dir())
  const [html, setHtml] = useState(() => t('forms.editors.directionSample'))
  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={dir}
        onChange={(_, next: Direction | null) => next && setDir(next)}
        aria-label={t('forms.editors.direction')}
      >
        <ToggleButton value="ltr">{t('forms.editors.leftToRight')}</ToggleButton>
        <ToggleButton value="rtl">{t('forms.editors.rightToLeft')}</ToggleButton>
      </ToggleButtonGroup>
      <FormsRichTextEditor
        label={t('forms.editors.directionLabel')}
        value={html}
        onChange={setHtml}
        dir={dir}
        toolbar="full"
      />
    </Stack>
  )
}
