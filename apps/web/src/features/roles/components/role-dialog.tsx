// The add / edit role dialog: name, description, "manage everything" and the permission matrix,
// checked with the shared roleInputSchema and saved through POST or PUT /api/apps/roles.
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { roleInputSchema, type Role, type RoleInput, type RoleInputValues } from '@aurum/shared'
import { FormSwitchField } from '@/components/form-switch-field'
import { FormTextField } from '@/components/form-text-field'
import { useErrorText } from '@/lib/error-text'
import { useFormSave } from '@/lib/form-server-errors'
import { FormDialog } from '@/components/form-dialog'
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
  const errorText = useErrorText()
  const save = useSaveRole()
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

  const { formError, trySave } = useFormSave(setError, ['name', 'description'] as const)
  const onSubmit = handleSubmit((values) =>
    trySave(async () => {
      await save.mutateAsync({
        id: role?.id,
        // "Manage everything" stores manage-all; the matrix sent along shows the same thing.
        body: values.manageAll ? { ...values, permissions: FULL_MATRIX } : values,
      })
      onClose()
    }),
  )

  return (
    <FormDialog
      centered
      title={t(role ? 'roles.dialog.editTitle' : 'roles.dialog.addTitle')}
      subtitle={t('roles.dialog.subtitle')}
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel={t('common.save')}
      submitting={formState.isSubmitting}
      error={formError}
      maxWidth="md"
      scroll="body"
      contentSx={{ px: { xs: 0, sm: 3 } }}
    >
      <FormTextField
        control={control}
        name="name"
        label={t('roles.dialog.name')}
        helperText={t('roles.dialog.nameHint')}
        errorText={errorText}
        required
        autoComplete="off"
      />
      <FormTextField
        control={control}
        name="description"
        label={t('roles.dialog.description')}
        errorText={errorText}
        multiline
        minRows={2}
      />
      <FormSwitchField
        control={control}
        name="manageAll"
        label={
          <Box component="span">
            <Typography component="span" sx={{ display: 'block', fontWeight: 500 }}>
              {t('roles.dialog.manageAll')}
            </Typography>
            <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
              {t('roles.dialog.manageAllHint')}
            </Typography>
          </Box>
        }
      />
      <Typography variant="h6" component="h3">
        {t('roles.dialog.permissions')}
      </Typography>
      <Controller
        control={control}
        name="permissions"
        render={({ field }) => (
          <RolePermissionMatrix value={field.value ?? {}} onChange={field.onChange} disabled={manageAll} />
        )}
      />
    </FormDialog>
  )
}
