// The add / edit role dialog: name, description, "manage everything" and the permission matrix,
// checked with the shared roleInputSchema and saved through POST or PUT /api/apps/roles.
import { useId, useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControlLabel from '@mui/material/FormControlLabel'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { roleInputSchema, type Role, type RoleInput, type RoleInputValues } from '@aurum/shared'
import { FormTextField } from '@/components/form-text-field'
import { useErrorText } from '@/lib/error-text'
import { applyServerErrors } from '@/lib/form-server-errors'
import { useSaveRole } from '../api'
import { FULL_MATRIX, RolePermissionMatrix } from './role-permission-matrix'
import { zodResolver } from '@/lib/zod-resolver'

export type RoleDialogProps = {
  /** The role to edit; null to add one. */
  role: Role | null
  open: boolean
  onClose: () => void
}

export function RoleDialog({ role, open, onClose }: RoleDialogProps) {
  // Mounted while open, so every opening starts from the role as saved.
  return open ? <RoleForm role={role} onClose={onClose} /> : null
}

function RoleForm({ role, onClose }: Omit<RoleDialogProps, 'open'>) {
  const { t } = useTranslation()
  const titleId = useId()
  const errorText = useErrorText()
  const save = useSaveRole()
  const [formError, setFormError] = useState<string | null>(null)
  const { control, handleSubmit, setError, formState } = useForm<RoleInputValues, unknown, RoleInput>({
    resolver: zodResolver(roleInputSchema),
    defaultValues: role
      ? {
          name: role.name,
          description: role.description,
          manageAll: role.manageAll,
          permissions: role.permissions,
        }
      : { name: '', description: '', manageAll: false, permissions: {} },
  })
  const manageAll = useWatch({ control, name: 'manageAll' }) ?? false

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null)
    try {
      await save.mutateAsync({
        id: role?.id,
        // "Manage everything" stores manage-all; the matrix sent along shows the same thing.
        body: values.manageAll ? { ...values, permissions: FULL_MATRIX } : values,
      })
      onClose()
    } catch (error) {
      const outcome = applyServerErrors(error, setError, ['name', 'description'] as const)
      if (!outcome.placed) setFormError(outcome.issue ? errorText(outcome.issue) : t('common.saveFailed'))
    }
  })

  return (
    <Dialog
      open
      onClose={formState.isSubmitting ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="md"
      fullWidth
      scroll="body"
    >
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId} sx={{ textAlign: 'center', pt: 4 }}>
          <Typography variant="h4" component="span" sx={{ display: 'block' }}>
            {t(role ? 'roles.dialog.editTitle' : 'roles.dialog.addTitle')}
          </Typography>
          <Typography component="span" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
            {t('roles.dialog.subtitle')}
          </Typography>
        </DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, px: { xs: 3, sm: 6 } }}>
          {formError ? <Alert severity="error">{formError}</Alert> : null}
          <FormTextField
            control={control}
            name="name"
            label={t('roles.dialog.name')}
            helperText={t('roles.dialog.nameHint')}
            errorText={errorText}
            required
            autoComplete="off"
            sx={{ mt: 1 }}
          />
          <FormTextField
            control={control}
            name="description"
            label={t('roles.dialog.description')}
            errorText={errorText}
            multiline
            minRows={2}
          />
          <Controller
            control={control}
            name="manageAll"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Switch
                    checked={field.value ?? false}
                    onChange={(event) => field.onChange(event.target.checked)}
                  />
                }
                label={
                  <Box component="span">
                    <Typography component="span" sx={{ display: 'block', fontWeight: 500 }}>
                      {t('roles.dialog.manageAll')}
                    </Typography>
                    <Typography
                      component="span"
                      variant="body2"
                      color="text.secondary"
                      sx={{ display: 'block' }}
                    >
                      {t('roles.dialog.manageAllHint')}
                    </Typography>
                  </Box>
                }
              />
            )}
          />
          <Typography variant="h6" component="h3">
            {t('roles.dialog.permissions')}
          </Typography>
          <Controller
            control={control}
            name="permissions"
            render={({ field }) => (
              <RolePermissionMatrix
                value={field.value ?? {}}
                onChange={field.onChange}
                disabled={manageAll}
              />
            )}
          />
        </DialogContent>
        <DialogActions sx={{ justifyContent: 'center', gap: 1, pb: 4 }}>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {t('common.save')}
          </Button>
          <Button variant="outlined" color="secondary" onClick={onClose} disabled={formState.isSubmitting}>
            {t('common.cancel')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  )
}
