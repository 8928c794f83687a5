// The edit-user dialog of the user page: every field but the password, saved through
// PUT /api/apps/users/:id. A 409 that would lock the acting admin out is shown as the server says.
// Editing oneself, a new email asks for the current password too (as the account settings do).
import { useMemo } from 'react'
import Box from '@mui/material/Box'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { USER_MESSAGES, isNewEmail, userUpdateSchema, type UserDetail, type UserUpdate } from '@aurum/shared'
import { FormPasswordField } from '@/components/form-password-field'
import { useErrorText } from '@/lib/error-text'
import { useSession } from '@/lib/session'
import { useFormSave } from '@/lib/form-server-errors'
import { FormDialog } from '@/components/form-dialog'
import { useUpdateUser } from '../api'
import { UserFormFields } from './user-form-fields'
import { zodResolver } from '@/lib/zod-resolver'

const FIELDS = [
  'fullName',
  'username',
  'email',
  'company',
  'country',
  'contact',
  'role',
  'currentPlan',
  'status',
  'taxId',
  'language',
  'currentPassword',
] as const

/** The shared schema, plus what only the form knows: one's own new email needs the current password. */
function userUpdateSchemaFor(savedEmail: string, ownAccount: boolean) {
  if (!ownAccount) return userUpdateSchema
  return userUpdateSchema.superRefine((values, context) => {
    if (isNewEmail(savedEmail, values.email) && !values.currentPassword)
      context.addIssue({
        code: 'custom',
        path: ['currentPassword'],
        message: USER_MESSAGES.currentPasswordRequired,
      })
  })
}

/**
 * The editable part of a user, as the PUT takes it. A language stored outside the four (older
 * data) is passed on as it is: the form shows it, and the server asks for one of the four.
 */
export function userUpdateOf(user: UserDetail): UserUpdate {
  const { fullName, username, email, company, country, contact, role, currentPlan, status, taxId } = user
  const language = user.language as UserUpdate['language']
  return { fullName, username, email, company, country, contact, role, currentPlan, status, taxId, language }
}

export type UserEditDialogProps = { user: UserDetail; roles: string[]; open: boolean; onClose: () => void }

export function UserEditDialog({ user, roles, open, onClose }: UserEditDialogProps) {
  return open ? <UserEditForm user={user} roles={roles} onClose={onClose} /> : null
}

/** Mounted while open, so each opening starts from the user as saved. */
function UserEditForm({ user, roles, onClose }: Omit<UserEditDialogProps, 'open'>) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const update = useUpdateUser(user.id, { success: 'users.edit.done' })
  const ownAccount = useSession().userData?.id === user.id
  const schema = useMemo(() => userUpdateSchemaFor(user.email, ownAccount), [user.email, ownAccount])
  const { control, handleSubmit, setError, formState } = useForm<UserUpdate>({
    resolver: zodResolver(schema),
    defaultValues: { ...userUpdateOf(user), currentPassword: '' },
  })

  const [role, language, email] = useWatch({ control, name: ['role', 'language', 'email'] })
  const asksPassword = ownAccount && isNewEmail(user.email, email ?? '')

  const { formError, trySave } = useFormSave(setError, FIELDS)
  const onSubmit = handleSubmit(({ currentPassword, ...values }) =>
    trySave(async () => {
      // The password goes only where the server asks for it: one's own new email.
      await update.mutateAsync(
        ownAccount && isNewEmail(user.email, values.email) ? { ...values, currentPassword } : values,
      )
      onClose()
    }),
  )

  return (
    <FormDialog
      title={t('users.edit.title')}
      subtitle={t('users.edit.subtitle')}
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel={t('common.saveChanges')}
      submitting={formState.isSubmitting}
      error={formError}
      maxWidth="md"
    >
      <UserFormFields
        control={control}
        roles={roles}
        withDetails
        columns={2}
        currentRole={role}
        currentLanguage={language}
      />
      {asksPassword ? (
        <Box sx={{ maxWidth: { sm: '50%' } }}>
          <FormPasswordField
            control={control}
            name="currentPassword"
            label={t('users.edit.currentPassword')}
            autoComplete="current-password"
            required
            helperText={t('users.edit.currentPasswordHint')}
            errorText={errorText}
          />
        </Box>
      ) : null}
    </FormDialog>
  )
}
