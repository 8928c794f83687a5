// A long form whose save and cancel bar stays at the bottom of its scrolling area: the actions are
// always in reach, however far down the user is.
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Grid from '@mui/material/Grid'
import Typography from '@mui/material/Typography'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { COMMON_MESSAGES, FORM_VALIDATION_MESSAGES as M } from '@aurum/shared'
import { FormTextField } from '@/components/form-text-field'
import { useErrorText } from '@/lib/error-text'
import { zodResolver } from '@/lib/zod-resolver'
import { layoutRules, requiredText } from '@/features/form-layouts/components/layout-form'
import { useSavedNotice } from '@/features/form-layouts/components/use-saved-notice'

const text = (max: number) => z.string().trim().max(max)

const schema = z.object({
  username: requiredText(20),
  email: requiredText(254).pipe(z.email(COMMON_MESSAGES.email)),
  firstName: requiredText(40),
  lastName: requiredText(40),
  phone: layoutRules.phone,
  birthDate: z.union([z.literal(''), z.iso.date(M.date)]),
  address: text(120),
  city: text(60),
  postalCode: text(12),
  company: text(80),
  website: text(120),
  bio: text(500),
})
type Values = z.infer<typeof schema>

const SECTIONS: { key: string; fields: (keyof Values)[] }[] = [
  { key: 'account', fields: ['username', 'email'] },
  { key: 'personal', fields: ['firstName', 'lastName', 'phone', 'birthDate'] },
  { key: 'address', fields: ['address', 'city', 'postalCode'] },
  { key: 'work', fields: ['company', 'website', 'bio'] },
]
const REQUIRED = new Set<keyof Values>(['username', 'email', 'firstName', 'lastName'])
const EMPTY = Object.fromEntries(SECTIONS.flatMap(({ fields }) => fields.map((name) => [name, '']))) as Values

export function LayoutStickyActions() {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const showSaved = useSavedNotice()
  const { control, handleSubmit, reset, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
  })
  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit(showSaved)}
      sx={{ maxHeight: 420, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Box sx={{ p: 2.5 }}>
        {SECTIONS.map(({ key, fields }) => (
          <Box key={key} component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 3 }}>
            <Typography component="legend" variant="subtitle2" sx={{ mb: 2 }}>
              {t(`formLayouts.layouts.${key}`)}
            </Typography>
            <Grid container spacing={2.5}>
              {fields.map((name) => (
                <Grid key={name} size={{ xs: 12, sm: name === 'bio' ? 12 : 6 }}>
                  <FormTextField
                    control={control}
                    name={name}
                    label={t(`formLayouts.fields.${name}`)}
                    required={REQUIRED.has(name)}
                    type={name === 'birthDate' ? 'date' : name === 'email' ? 'email' : 'text'}
                    multiline={name === 'bio'}
                    minRows={name === 'bio' ? 3 : undefined}
                    slotProps={name === 'birthDate' ? { inputLabel: { shrink: true } } : undefined}
                    fullWidth
                    errorText={errorText}
                  />
                </Grid>
              ))}
            </Grid>
          </Box>
        ))}
      </Box>
      <Box
        sx={{
          position: 'sticky',
          borderBlockStart: '1px solid',
          borderColor: 'divider',
          insetBlockEnd: 0,
          display: 'flex',
          justifyContent: 'flex-end',
          gap: 2,
          p: 2,
          bgcolor: 'background.paper',
          zIndex: 1,
        }}
      >
        <Button
          type="button"
          variant="outlined"
          color="secondary"
          onClick={() => reset(EMPTY)}
          disabled={!formState.isDirty}
        >
          {t('formLayouts.cancel')}
        </Button>
        <Button type="submit" variant="contained">
          {t('formLayouts.save')}
        </Button>
      </Box>
    </Box>
  )
}
