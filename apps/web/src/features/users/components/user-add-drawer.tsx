// The add-user drawer of the users list: a new user through POST /api/apps/users, with the
// server's field errors (taken email or username, unknown role) shown under their fields.
import { useId, useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import Drawer from '@mui/material/Drawer'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import CloseOutlined from '@mui/icons-material/CloseOutlined'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { userCreateSchema, type UserCreate, type UserCreateInput } from '@aurum/shared'
import { useErrorText } from '../../../lib/error-text'
import { applyServerErrors } from '../../../lib/form-server-errors'
import { useCreateUser } from '../api'
import { UserFormFields } from './user-form-fields'
import { zodResolver } from '../../../lib/zod-resolver'

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
  const titleId = useId()
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
    <Drawer
      anchor="right"
      open={open}
      onClose={formState.isSubmitting ? undefined : close}
      slotProps={{
        paper: { sx: { width: { xs: '100%', sm: 420 } }, role: 'dialog', 'aria-labelledby': titleId },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 3, py: 2 }}>
        <Typography id={titleId} variant="h6" component="h2">
          {t('users.add.title')}
        </Typography>
        <IconButton onClick={close} aria-label={t('common.close')} disabled={formState.isSubmitting}>
          <CloseOutlined />
        </IconButton>
      </Box>
      <Divider />
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 3 }}
      >
        {formError ? <Alert severity="error">{formError}</Alert> : null}
        <UserFormFields control={control} roles={roles} />
        <Box sx={{ display: 'flex', gap: 2 }}>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {t('users.add.submit')}
          </Button>
          <Button color="secondary" variant="outlined" onClick={close} disabled={formState.isSubmitting}>
            {t('common.cancel')}
          </Button>
        </Box>
      </Box>
    </Drawer>
  )
}
