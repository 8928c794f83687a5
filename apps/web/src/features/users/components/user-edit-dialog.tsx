// The edit-user dialog of the user page: every field but the password, saved through
// PUT /api/apps/users/:id. A 409 that would lock the acting admin out is shown as the server says.
import { useId, useState } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { userUpdateSchema, type UserDetail, type UserUpdate } from '@aurum/shared'
import { useErrorText } from '../../../lib/error-text'
import { applyServerErrors } from '../../../lib/form-server-errors'
import { useUpdateUser } from '../api'
import { UserFormFields } from './user-form-fields'
import { zodResolver } from '../../../lib/zod-resolver'

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
] as const

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
  const titleId = useId()
  const errorText = useErrorText()
  const update = useUpdateUser(user.id, { success: 'users.edit.done' })
  const [formError, setFormError] = useState<string | null>(null)
  const { control, handleSubmit, setError, formState } = useForm<UserUpdate>({
    resolver: zodResolver(userUpdateSchema),
    defaultValues: userUpdateOf(user),
  })

  const [role, language] = useWatch({ control, name: ['role', 'language'] })

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null)
    try {
      await update.mutateAsync(values)
      onClose()
    } catch (error) {
      const outcome = applyServerErrors(error, setError, FIELDS)
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
    >
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{t('users.edit.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 3 }}>{t('users.edit.subtitle')}</DialogContentText>
          {formError ? (
            <Alert severity="error" sx={{ mb: 3 }}>
              {formError}
            </Alert>
          ) : null}
          <UserFormFields
            control={control}
            roles={roles}
            withDetails
            columns={2}
            currentRole={role}
            currentLanguage={language}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3 }}>
          <Button color="secondary" variant="outlined" onClick={onClose} disabled={formState.isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {t('common.saveChanges')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
