// The add-user drawer of the users list: a new user through POST /api/apps/users, with the
// server's field errors (taken email or username, unknown role) shown under their fields.
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { userCreateSchema, type UserCreate, type UserCreateInput } from '@aurum/shared'
import { FormDrawer, FormDrawerForm } from '@/components/form-drawer'
import { useErrorText } from '@/lib/error-text'
import { applyServerErrors } from '@/lib/form-server-errors'
import { useCreateUser } from '../api'
import { UserFormFields } from './user-form-fields'
import { zodResolver } from '@/lib/zod-resolver'

const EMPTY_USER: UserCreateInput = {
  fullName: '',
  username: '',
  email: '',
  company: '',
  country: '',
  contact: '',
  role: '',
  currentPlan: 'basic',
  status: 'pending',
}

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
] as const

export type UserAddDrawerProps = { open: boolean; onClose: () => void; roles: string[] }

export function UserAddDrawer({ open, onClose, roles }: UserAddDrawerProps) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const create = useCreateUser()
  const [formError, setFormError] = useState<string | null>(null)
  const { control, handleSubmit, reset, setError, formState } = useForm<UserCreateInput, unknown, UserCreate>(
    {
      resolver: zodResolver(userCreateSchema),
      defaultValues: EMPTY_USER,
    },
  )

  const close = () => {
    reset(EMPTY_USER)
    setFormError(null)
    onClose()
  }

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null)
    try {
      await create.mutateAsync(values)
      close()
    } catch (error) {
      const outcome = applyServerErrors(error, setError, FIELDS)
      if (!outcome.placed) setFormError(outcome.issue ? errorText(outcome.issue) : t('common.saveFailed'))
    }
  })

  return (
    <FormDrawer open={open} onClose={close} locked={formState.isSubmitting}>
      <FormDrawerForm
        title={t('users.add.title')}
        onClose={close}
        onSubmit={onSubmit}
        submitLabel={t('users.add.submit')}
        submitting={formState.isSubmitting}
        error={formError}
      >
        <UserFormFields control={control} roles={roles} />
      </FormDrawerForm>
    </FormDrawer>
  )
}
