// The AclDemo page (spec: the client's landing page): one card everybody who may read AclDemo
// sees, one only for users who may manage everything, and the rules the session carries.
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import Chip from '@mui/material/Chip'
import Grid from '@mui/material/Grid'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import type { AbilityRule } from '@aurum/shared'
import { useTranslation } from 'react-i18next'
import { useAbility } from '../../../lib/ability'
import { useSession } from '../../../lib/session'

function listOf(value: AbilityRule['action'] | AbilityRule['subject']): string {
  return Array.isArray(value) ? value.join(', ') : String(value)
}

export function AccessControlPage() {
  const { t } = useTranslation()
  const { userData, userAbilityRules } = useSession()
  const ability = useAbility()
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {t('statusPages.accessControl.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('statusPages.accessControl.signedInAs', {
          name: userData?.fullName ?? '',
          role: userData?.role ?? '',
        })}
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card sx={{ height: '100%' }}>
            <CardHeader
              title={t('statusPages.accessControl.common.title')}
              slotProps={{ title: { component: 'h2' } }}
            />
            <CardContent>
              <Typography sx={{ mb: 1 }}>{t('statusPages.accessControl.common.body')}</Typography>
              <Typography color="text.secondary">{t('statusPages.accessControl.common.note')}</Typography>
            </CardContent>
          </Card>
        </Grid>
        {ability.can('manage', 'all') ? (
          <Grid size={{ xs: 12, md: 6 }}>
            <Card sx={{ height: '100%' }}>
              <CardHeader
                title={t('statusPages.accessControl.admin.title')}
                slotProps={{ title: { component: 'h2' } }}
              />
              <CardContent>
                <Typography sx={{ mb: 1 }}>{t('statusPages.accessControl.admin.body')}</Typography>
                <Typography color="text.secondary">{t('statusPages.accessControl.admin.note')}</Typography>
              </CardContent>
            </Card>
          </Grid>
        ) : null}
        <Grid size={12}>
          <Card>
            <CardHeader
              title={t('statusPages.accessControl.rules.title')}
              slotProps={{ title: { component: 'h2' } }}
            />
            <CardContent sx={{ pt: 0 }}>
              {userAbilityRules.length === 0 ? (
                <Typography color="text.secondary">{t('statusPages.accessControl.rules.none')}</Typography>
              ) : (
                <List dense disablePadding>
                  {userAbilityRules.map((rule, index) => (
                    <ListItem key={index} disableGutters>
                      <ListItemText
                        primary={t('statusPages.accessControl.rules.rule', {
                          action: listOf(rule.action),
                          subject: listOf(rule.subject),
                        })}
                      />
                      {rule.inverted ? (
                        <Chip
                          size="small"
                          color="error"
                          label={t('statusPages.accessControl.rules.denied')}
                        />
                      ) : null}
                    </ListItem>
                  ))}
                </List>
              )}
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </>
  )
}
