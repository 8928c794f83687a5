import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Grid from '@mui/material/Grid'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { FormTextField } from '@/components/form-text-field'
import { zodResolver } from '@/lib/zod-resolver'

const profileSchema = z.object({
  firstName: z.string().trim().min(1, 'dialogExamples.profile.required'),
  lastName: z.string().trim().min(1, 'dialogExamples.profile.required'),
  email: z.email('dialogExamples.profile.emailInvalid'),
})
type Profile = z.infer<typeof profileSchema>

/** A form in a dialog, with react-hook-form and a zod schema, as the app's edit dialogs are. */
export function DialogEditProfile() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const [saved, setSaved] = useState<Profile>({
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
  })
  const titleId = useId()
  const form = useForm<Profile>({ resolver: zodResolver(profileSchema), values: saved })
  const close = () => {
    setOpen(false)
    form.reset(saved)
  }
  const submit = form.handleSubmit((values) => {
    setSaved(values)
    setOpen(false)
  })
  return (
    <>
      <Typography sx={{ mb: 2 }}>{`${saved.firstName} ${saved.lastName} · ${saved.email}`}</Typography>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        {t('dialogExamples.profile.open')}
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogTitle id={titleId}>{t('dialogExamples.profile.title')}</DialogTitle>
          <DialogContent>
            <Grid container spacing={2} sx={{ pt: 1 }}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField
                  control={form.control}
                  errorText={(message) => t(message)}
                  name="firstName"
                  label={t('dialogExamples.profile.firstName')}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField
                  control={form.control}
                  errorText={(message) => t(message)}
                  name="lastName"
                  label={t('dialogExamples.profile.lastName')}
                />
              </Grid>
              <Grid size={12}>
                <FormTextField
                  control={form.control}
                  errorText={(message) => t(message)}
                  name="email"
                  type="email"
                  label={t('dialogExamples.profile.email')}
                />
              </Grid>
            </Grid>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{t('common.cancel')}</Button>
            <Button type="submit" variant="contained">
              {t('common.save')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  )
}
