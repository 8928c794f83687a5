// The upgrade-plan dialog: the user's plan changed through PUT /api/apps/users/:id (the edit
// dialog's call, with only currentPlan changed). Prices are the shared monthly prices in dollars.
import { useState, type FormEvent } from 'react'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { useTranslation } from 'react-i18next'
import { USER_PLANS, type UserDetail, type UserPlan } from '@aurum/shared'
import { FormDialog } from '@/components/form-dialog'
import { useUpdateUser } from '../api'
import { userUpdateOf } from './user-edit-dialog'
import { usePlanPrice, usePlanText } from './user-text'

export type UserPlanDialogProps = { user: UserDetail; open: boolean; onClose: () => void }

export function UserPlanDialog({ user, open, onClose }: UserPlanDialogProps) {
  return open ? <UserPlanForm user={user} onClose={onClose} /> : null
}

function UserPlanForm({ user, onClose }: Omit<UserPlanDialogProps, 'open'>) {
  const { t } = useTranslation()
  const planText = usePlanText()
  const planPrice = usePlanPrice()
  const update = useUpdateUser(user.id, {
    success: (_, body) => ({ key: 'users.plan.done', params: { plan: planText(body.currentPlan) } }),
    error: 'common.saveFailed',
  })
  const [plan, setPlan] = useState<UserPlan>(user.currentPlan)

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    try {
      await update.mutateAsync({ ...userUpdateOf(user), currentPlan: plan })
      onClose()
    } catch {
      // The mutation's error snackbar says why; the dialog stays open to try again.
    }
  }

  return (
    <FormDialog
      title={t('users.plan.dialogTitle')}
      subtitle={t('users.plan.dialogText', {
        plan: planText(user.currentPlan),
        price: planPrice(user.currentPlan),
      })}
      onClose={onClose}
      onSubmit={save}
      submitLabel={t('users.plan.upgrade')}
      submitting={update.isPending}
      submitDisabled={plan === user.currentPlan}
      maxWidth="xs"
    >
      <TextField
        select
        label={t('users.plan.choose')}
        value={plan}
        onChange={(event) => setPlan(event.target.value as UserPlan)}
      >
        {USER_PLANS.map((option) => (
          <MenuItem key={option} value={option}>
            {t('users.plan.option', {
              plan: planText(option),
              price: planPrice(option),
            })}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  )
}
