// The buttons under a form that edits a saved record: save the changes, or discard them (only once
// something changed, and not while saving).
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useTranslation } from 'react-i18next'

export type FormSaveActionsProps = {
  formState: { isDirty: boolean; isSubmitting: boolean }
  onDiscard: () => void
  discardLabel: string
}

export function FormSaveActions({ formState, onDiscard, discardLabel }: FormSaveActionsProps) {
  const { t } = useTranslation()
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 3 }}>
      <Button type="submit" variant="contained" loading={formState.isSubmitting}>
        {t('common.saveChanges')}
      </Button>
      <Button
        variant="outlined"
        color="secondary"
        disabled={!formState.isDirty || formState.isSubmitting}
        onClick={onDiscard}
      >
        {discardLabel}
      </Button>
    </Box>
  )
}
