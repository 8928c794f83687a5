// The user's plan and its monthly price, with the upgrade-plan dialog (left panel and billing tab).
import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { UserDetail } from '@aurum/shared'
import { UserPlanDialog } from './user-plan-dialog'
import { usePlanPrice, usePlanText } from './user-text'

export type UserPlanCardProps = { user: UserDetail; canUpdate: boolean; headingLevel?: 'h2' | 'h3' }

export function UserPlanCard({ user, canUpdate, headingLevel = 'h2' }: UserPlanCardProps) {
  const { t } = useTranslation()
  const planText = usePlanText()
  const planPrice = usePlanPrice()
  const [open, setOpen] = useState(false)
  return (
    <Card sx={(theme) => ({ border: `2px solid ${theme.palette.primary.main}` })}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 2 }}>
          <Box>
            <Typography variant="overline" component="p" color="text.secondary">
              {t('users.plan.current')}
            </Typography>
            <Typography variant="h5" component={headingLevel}>
              {planText(user.currentPlan)}
            </Typography>
          </Box>
          <Typography component="p" sx={{ display: 'flex', alignItems: 'baseline', gap: 0.5 }}>
            <Typography component="span" variant="h4">
              {planPrice(user.currentPlan)}
            </Typography>
            <Typography component="span" color="text.secondary">
              {t('users.plan.perMonth')}
            </Typography>
          </Typography>
        </Box>
        {canUpdate ? (
          <Button variant="contained" fullWidth onClick={() => setOpen(true)}>
            {t('users.plan.upgrade')}
          </Button>
        ) : null}
      </CardContent>
      <UserPlanDialog user={user} open={open} onClose={() => setOpen(false)} />
    </Card>
  )
}
