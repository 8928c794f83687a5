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
import { useRoleName } from '@/components/user-role-icon'
import { useAbility } from '@/lib/ability'
import { useFormat } from '@/lib/format'
import { useSession } from '@/lib/session'

/** A rule's actions or subjects, each in the reader's language (app.abilities.*), as one list. */
function listOf(
  value: AbilityRule['action'] | AbilityRule['subject'],
  word: (item: string) => string,
  list: (items: readonly string[]) => string,
): string {
  return list((Array.isArray(value) ? value : [value]).map((item) => word(String(item))))
}

export function AccessControlPage() {
  const { t } = useTranslation()
  const format = useFormat()
  const roleName = useRoleName()
  const { userData, userAbilityRules } = useSession()
  const actionWord = (action: string) => t(`app.abilities.actions.${action}`, { defaultValue: action })
  const subjectWord = (subject: string) => t(`app.abilities.subjects.${subject}`, { defaultValue: subject })
  const ability = useAbility()
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {t('statusPages.accessControl.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('statusPages.accessControl.signedInAs', {
          name: userData?.fullName ?? '',
          role: userData?.role ? roleName(userData.role) : '',
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
                          action: listOf(rule.action, actionWord, format.list),
                          subject: listOf(rule.subject, subjectWord, format.list),
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
