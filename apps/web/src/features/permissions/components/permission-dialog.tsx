// The add / edit permission dialog: a name and the roles it is assigned to, checked with the shared
// permissionInputSchema and saved through POST or PUT /api/apps/permissions.
import { useId, useState } from 'react'
import Alert from '@mui/material/Alert'
import Autocomplete from '@mui/material/Autocomplete'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  permissionInputSchema,
  type Permission,
  type PermissionInput,
  type PermissionInputValues,
} from '@aurum/shared'
import { FormTextField } from '@/components/form-text-field'
import { useRoleName } from '@/components/user-role-icon'
import { useErrorText } from '@/lib/error-text'
import { applyServerErrors } from '@/lib/form-server-errors'
import { useSavePermission } from '../api'
import { PermissionRoleChip } from './permission-role-chip'
import { zodResolver } from '@/lib/zod-resolver'

export type PermissionDialogProps = {
  /** The permission to edit; null to add one. */
  permission: Permission | null
  open: boolean
  roles: string[]
  onClose: () => void
}

export function PermissionDialog({ permission, open, roles, onClose }: PermissionDialogProps) {
  // Mounted while open, so every opening starts from the permission as saved.
  return open ? <PermissionForm permission={permission} roles={roles} onClose={onClose} /> : null
}

function PermissionForm({ permission, roles, onClose }: Omit<PermissionDialogProps, 'open'>) {
  const { t } = useTranslation()
  const roleName = useRoleName()
  const titleId = useId()
  const errorText = useErrorText()
  const save = useSavePermission()
  const [formError, setFormError] = useState<string | null>(null)
  const { control, handleSubmit, setError, formState } = useForm<
    PermissionInputValues,
    unknown,
    PermissionInput
  >({
    resolver: zodResolver(permissionInputSchema),
    defaultValues: { name: permission?.name ?? '', assignedTo: permission?.assignedTo ?? [] },
  })

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null)
    try {
      await save.mutateAsync({ id: permission?.id, body: values })
      onClose()
    } catch (error) {
      const outcome = applyServerErrors(error, setError, ['name', 'assignedTo'] as const)
      if (!outcome.placed) setFormError(outcome.issue ? errorText(outcome.issue) : t('common.saveFailed'))
    }
  })

  return (
    <Dialog
      open
      onClose={formState.isSubmitting ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId} sx={{ textAlign: 'center', pt: 4 }}>
          <Typography variant="h5" component="span" sx={{ display: 'block' }}>
            {t(permission ? 'permissions.dialog.editTitle' : 'permissions.dialog.addTitle')}
          </Typography>
          <Typography component="span" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
            {t(permission ? 'permissions.dialog.editText' : 'permissions.dialog.addText')}
          </Typography>
        </DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
          {permission ? (
            <Alert severity="warning">
              <Typography component="span" sx={{ display: 'block', fontWeight: 500 }}>
                {t('permissions.dialog.warningTitle')}
              </Typography>
              {t('permissions.dialog.warningText')}
            </Alert>
          ) : null}
          {formError ? <Alert severity="error">{formError}</Alert> : null}
          <FormTextField
            control={control}
            name="name"
            label={t('permissions.dialog.name')}
            errorText={errorText}
            required
            autoComplete="off"
            sx={{ mt: 1 }}
          />
          <Controller
            control={control}
            name="assignedTo"
            render={({ field, fieldState }) => (
              <Autocomplete
                multiple
                options={roles}
                value={field.value ?? []}
                onChange={(_event, value) => field.onChange(value)}
                onBlur={field.onBlur}
                filterSelectedOptions
                getOptionLabel={roleName}
                renderValue={(value, getItemProps) =>
                  value.map((option, index) => {
                    const { key, ...itemProps } = getItemProps({ index })
                    return <PermissionRoleChip key={key} role={option} {...itemProps} />
                  })
                }
                renderInput={(params) => (
                  <TextField
                    {...params}
                    inputRef={field.ref}
                    label={t('permissions.dialog.assignedTo')}
                    error={Boolean(fieldState.error)}
                    helperText={
                      fieldState.error?.message
                        ? errorText(fieldState.error.message)
                        : t('permissions.dialog.assignedToHint')
                    }
                  />
                )}
              />
            )}
          />
        </DialogContent>
        <DialogActions sx={{ justifyContent: 'center', gap: 1, pb: 4 }}>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {t(permission ? 'common.saveChanges' : 'permissions.dialog.create')}
          </Button>
          <Button variant="outlined" color="secondary" onClick={onClose} disabled={formState.isSubmitting}>
            {t('common.cancel')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  )
}
