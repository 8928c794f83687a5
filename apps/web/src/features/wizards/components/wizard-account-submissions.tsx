// "Your submissions" under the account wizard: what the signed-in user submitted, newest first,
// each saying where it went — an account that now exists (opened on the user's page by whoever may
// read users) or a submission kept here only, because the submitter's role may not create users.
import Card from '@mui/material/Card'
import CardHeader from '@mui/material/CardHeader'
import CardContent from '@mui/material/CardContent'
import Link from '@mui/material/Link'
import Skeleton from '@mui/material/Skeleton'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import type { AccountSubmission } from '@aurum/shared'
import { ErrorState } from '@/components/state-views'
import { TonalChip } from '@/components/tonal-chip'
import { useAbility } from '@/lib/ability'
import { useFormat } from '@/lib/format'
import { paths } from '@/lib/paths'
import { useAccountSubmissions } from '../api'

export const ACCOUNT_SUBMISSIONS_ID = 'wizard-account-submissions'

function WizardSubmissionOutcome({ submission }: { submission: AccountSubmission }) {
  const { t } = useTranslation()
  const ability = useAbility()
  if (submission.accountId === null)
    return <TonalChip color="warning" label={t('wizards.account.submissions.kept')} />
  const chip = <TonalChip color="success" label={t('wizards.account.submissions.created')} />
  if (!ability.can('read', 'User')) return chip
  return (
    <Link component={RouterLink} to={paths.userView(submission.accountId)} underline="hover">
      {t('wizards.account.submissions.openUser', { username: submission.username })}
    </Link>
  )
}

export function WizardAccountSubmissions() {
  const { t } = useTranslation()
  const format = useFormat()
  const submissions = useAccountSubmissions()
  const titleId = `${ACCOUNT_SUBMISSIONS_ID}-title`
  return (
    <Card id={ACCOUNT_SUBMISSIONS_ID} sx={{ mt: 6 }}>
      <CardHeader
        title={t('wizards.account.submissions.title')}
        subheader={t('wizards.account.submissions.subtitle')}
        slotProps={{ title: { id: titleId, component: 'h2', variant: 'h6' } }}
      />
      {submissions.isPending ? (
        <CardContent>
          <Skeleton variant="rounded" height={96} />
        </CardContent>
      ) : submissions.isError ? (
        <CardContent>
          <ErrorState error={submissions.error} onRetry={() => void submissions.refetch()} />
        </CardContent>
      ) : submissions.data.length === 0 ? (
        <CardContent>
          <Typography color="text.secondary">{t('wizards.account.submissions.empty')}</Typography>
        </CardContent>
      ) : (
        <TableContainer>
          <Table aria-labelledby={titleId}>
            <TableHead>
              <TableRow>
                <TableCell>{t('wizards.account.fields.username')}</TableCell>
                <TableCell>{t('wizards.account.submissions.name')}</TableCell>
                <TableCell>{t('wizards.account.fields.email')}</TableCell>
                <TableCell>{t('wizards.account.submissions.date')}</TableCell>
                <TableCell>{t('wizards.account.submissions.outcome')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {submissions.data.map((submission) => (
                <TableRow key={submission.id}>
                  <TableCell>{submission.username}</TableCell>
                  <TableCell>{submission.fullName}</TableCell>
                  <TableCell>{submission.email}</TableCell>
                  <TableCell>{format.dateTime(submission.createdAt)}</TableCell>
                  <TableCell>
                    <WizardSubmissionOutcome submission={submission} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Card>
  )
}
