// The upgrade-plan dialog: the user's plan changed through PUT /api/apps/users/:id (the edit
// dialog's call, with only currentPlan changed). Prices are the shared monthly prices in dollars.
import { useId, useState } from 'react'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { useTranslation } from 'react-i18next'
import { USER_PLANS, type UserDetail, type UserPlan } from '@aurum/shared'
import { useUpdateUser } from '../api'
import { userUpdateOf } from './user-edit-dialog'
import { usePlanPrice, usePlanText } from './user-text'

export type UserPlanDialogProps = { user: UserDetail; open: boolean; onClose: () => void }

export function UserPlanDialog({ user, open, onClose }: UserPlanDialogProps) {
  return open ? <UserPlanForm user={user} onClose={onClose} /> : null
}

function UserPlanForm({ user, onClose }: Omit<UserPlanDialogProps, 'open'>) {
  const { t } = useTranslation()
  const titleId = useId()
  const planText = usePlanText()
  const planPrice = usePlanPrice()
  const update = useUpdateUser(user.id, {
    success: (_, body) => ({ key: 'users.plan.done', params: { plan: planText(body.currentPlan) } }),
    error: 'common.saveFailed',
  })
  const [plan, setPlan] = useState<UserPlan>(user.currentPlan)

  const save = async () => {
    try {
      await update.mutateAsync({ ...userUpdateOf(user), currentPlan: plan })
      onClose()
    } catch {
      // The mutation's error snackbar says why; the dialog stays open to try again.
    }
  }

  return (
    <Dialog
      open
      onClose={update.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('users.plan.dialogTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 3 }}>
          {t('users.plan.dialogText', {
            plan: planText(user.currentPlan),
            price: planPrice(user.currentPlan),
          })}
        </DialogContentText>
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
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3 }}>
        <Button color="secondary" variant="outlined" onClick={onClose} disabled={update.isPending}>
          {t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void save()}
          loading={update.isPending}
          disabled={plan === user.currentPlan}
        >
          {t('users.plan.upgrade')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
