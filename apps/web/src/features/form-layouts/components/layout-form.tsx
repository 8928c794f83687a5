// What the layout examples' forms share, so that each example shows only its layout: the rules of
// the fields they have in common, and the submit and reset buttons.
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { COMMON_MESSAGES, FORM_VALIDATION_MESSAGES as M } from '@aurum/shared'

/** A text that must be given, at most `max` characters long. */
export const requiredText = (max: number) => z.string().trim().min(1, M.required).max(max)

export const layoutRules = {
  fullName: requiredText(60),
  personName: requiredText(40),
  email: z.string().trim().min(1, M.required).pipe(z.email(COMMON_MESSAGES.email)),
  /** Empty, or digits with spaces and hyphens after an optional +. */
  phone: z.union([
    z.literal(''),
    z
      .string()
      .trim()
      .regex(/^\+?[\d\s-]{6,20}$/, COMMON_MESSAGES.phone),
  ]),
  company: z.string().trim().max(80),
}

export function LayoutActions({ onReset, submitLabel }: { onReset: () => void; submitLabel?: string }) {
  const { t } = useTranslation()
  return (
    <Stack direction="row" spacing={2}>
      <Button type="submit" variant="contained">
        {submitLabel ?? t('formLayouts.submit')}
      </Button>
      <Button type="button" variant="outlined" color="secondary" onClick={onReset}>
        {t('formLayouts.reset')}
      </Button>
    </Stack>
  )
}
