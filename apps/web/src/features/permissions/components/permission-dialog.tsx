// The add / edit permission dialog: a name and the roles it is assigned to, checked with the shared
// permissionInputSchema and saved through POST or PUT /api/apps/permissions.
import Alert from '@mui/material/Alert'
import Autocomplete from '@mui/material/Autocomplete'
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
import { useFormSave } from '@/lib/form-server-errors'
import { FormDialog } from '@/components/form-dialog'
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
  const errorText = useErrorText()
  const save = useSavePermission()
  const { control, handleSubmit, setError, formState } = useForm<
    PermissionInputValues,
    unknown,
    PermissionInput
  >({
    resolver: zodResolver(permissionInputSchema),
    defaultValues: { name: permission?.name ?? '', assignedTo: permission?.assignedTo ?? [] },
  })

  const { formError, trySave } = useFormSave(setError, ['name', 'assignedTo'] as const)
  const onSubmit = handleSubmit((values) =>
    trySave(async () => {
      await save.mutateAsync({ id: permission?.id, body: values })
      onClose()
    }),
  )

  return (
    <FormDialog
      centered
      title={t(permission ? 'permissions.dialog.editTitle' : 'permissions.dialog.addTitle')}
      subtitle={t(permission ? 'permissions.dialog.editText' : 'permissions.dialog.addText')}
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel={t(permission ? 'common.saveChanges' : 'permissions.dialog.create')}
      submitting={formState.isSubmitting}
      error={formError}
    >
      {permission ? (
        <Alert severity="warning">
          <Typography component="span" sx={{ display: 'block', fontWeight: 500 }}>
            {t('permissions.dialog.warningTitle')}
          </Typography>
          {t('permissions.dialog.warningText')}
        </Alert>
      ) : null}
      <FormTextField
        control={control}
        name="name"
        label={t('permissions.dialog.name')}
        errorText={errorText}
        required
        autoComplete="off"
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
    </FormDialog>
  )
}
