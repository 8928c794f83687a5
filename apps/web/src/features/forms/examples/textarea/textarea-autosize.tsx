import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

const LIMIT = 200

/** Grows with its text; the counter says what is left. */
export function TextareaAutosize() {
  const { t } = useTranslation()
  const [text, setText] = useState('')
  return (
    <Stack spacing={2}>
      <TextField
        multiline
        minRows={3}
        maxRows={8}
        label={t('forms.textarea.message')}
        value={text}
        onChange={(event) => setText(event.target.value.slice(0, LIMIT))}
        helperText={t('forms.textarea.left', { count: LIMIT - text.length })}
      />
      <TextField multiline rows={4} label={t('forms.textarea.fixed')} variant="filled" />
    </Stack>
  )
}
