// The add-user drawer of the users list: a new user through POST /api/apps/users, with the
// server's field errors (taken email or username, unknown role) shown under their fields.
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { userCreateSchema, type UserCreate, type UserCreateInput } from '@aurum/shared'
import { FormDrawer, FormDrawerForm } from '@/components/form-drawer'
import { useFormSave } from '@/lib/form-server-errors'
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
  const create = useCreateUser()
  const { control, handleSubmit, reset, setError, formState } = useForm<UserCreateInput, unknown, UserCreate>(
    {
      resolver: zodResolver(userCreateSchema),
      defaultValues: EMPTY_USER,
    },
  )

  const { formError, trySave, clearFormError } = useFormSave(setError, FIELDS)
  const close = () => {
    reset(EMPTY_USER)
    clearFormError()
    onClose()
  }

  const onSubmit = handleSubmit(async (values) => {
    await trySave(async () => {
      await create.mutateAsync(values)
      close()
    })
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
