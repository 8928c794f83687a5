// The form wizards' account wizard (Vuexy's): account, personal info, social links, review. POST
// /api/wizards/accounts creates the account when the user may create users, and otherwise keeps the
// submission only (listed under the wizard); the end screen says which. The passwords are never part
// of the draft: after a resume they are typed again.
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined'
import BadgeOutlined from '@mui/icons-material/BadgeOutlined'
import ShareOutlined from '@mui/icons-material/ShareOutlined'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import {
  ACCOUNT_SECRET_FIELDS,
  WIZARD_LANGUAGES,
  accountWizardSchema,
  countryName,
  type AccountSubmission,
  type AccountWizardInput,
} from '@aurum/shared'
import { useAbility } from '@/lib/ability'
import { paths } from '@/lib/paths'
import { zodResolver } from '@/lib/zod-resolver'
import { useSubmitAccount } from '../api'
import { ACCOUNT_SUBMISSIONS_ID } from './wizard-account-submissions'
import { wizardFieldStep } from './wizard-field-grid'
import { useWizardStrings, WizardReview } from './wizard-fields'
import { WizardForm, type WizardStepDefinition } from './wizard-form'
import type { WizardStepperVariant } from './wizard-stepper'

type AccountValues = AccountWizardInput
type AccountOutput = ReturnType<typeof accountWizardSchema.parse>

const DEFAULTS: AccountValues = {
  account: { username: '', email: '', password: '', confirmPassword: '' },
  personal: { firstName: '', lastName: '', country: '', languages: [] },
  social: { twitter: '', facebook: '', linkedin: '', github: '' },
}

const SOCIAL = ['twitter', 'facebook', 'linkedin', 'github'] as const

function withoutSecrets(values: AccountValues): Record<string, unknown> {
  const account: Record<string, unknown> = { ...values.account }
  for (const field of ACCOUNT_SECRET_FIELDS) delete account[field]
  return { ...values, account }
}

const resolver = zodResolver(accountWizardSchema)

export type WizardAccountFormProps = {
  wizard: 'form-wizard-numbered' | 'form-wizard-icons'
  variant: WizardStepperVariant
}

export function WizardAccountForm({ wizard, variant }: WizardAccountFormProps) {
  const { t, i18n } = useTranslation()
  const submitAccount = useSubmitAccount(wizard)
  const { label } = useWizardStrings('account')

  const steps: WizardStepDefinition<AccountValues, AccountOutput>[] = [
    wizardFieldStep(
      'account',
      <AccountCircleOutlined />,
      label,
      [
        { name: 'account.username', kind: 'text', autoComplete: 'username' },
        { name: 'account.email', kind: 'text', type: 'email', autoComplete: 'email' },
        { name: 'account.password', kind: 'password' },
        { name: 'account.confirmPassword', kind: 'password' },
      ],
      <Typography variant="body2" color="text.secondary">
        {t('wizards.account.passwordNotKept')}
      </Typography>,
    ),
    wizardFieldStep('personal', <BadgeOutlined />, label, [
      { name: 'personal.firstName', kind: 'text', autoComplete: 'given-name' },
      { name: 'personal.lastName', kind: 'text', autoComplete: 'family-name' },
      { name: 'personal.country', kind: 'country' },
      {
        name: 'personal.languages',
        kind: 'checkboxes',
        options: WIZARD_LANGUAGES.map((code) => ({
          value: code,
          label: t(`wizards.account.languages.${code}`),
        })),
        span: 12,
      },
    ]),
    wizardFieldStep(
      'social',
      <ShareOutlined />,
      label,
      SOCIAL.map((network) => ({
        name: `social.${network}` as const,
        kind: 'text' as const,
        type: 'url' as const,
        placeholder: 'https://',
      })),
    ),
  ]

  return (
    <WizardForm<AccountValues, AccountOutput, AccountSubmission>
      wizard={wizard}
      prefix="wizards.account"
      variant={variant}
      resolver={resolver}
      defaults={DEFAULTS}
      steps={steps}
      toDraft={withoutSecrets}
      renderReview={(values) => (
        <WizardReview
          sections={[
            {
              title: t('wizards.account.steps.account.title'),
              rows: [
                [label('username'), values.account.username],
                [label('email'), values.account.email],
                [label('password'), values.account.password ? '••••••••' : ''],
              ],
            },
            {
              title: t('wizards.account.steps.personal.title'),
              rows: [
                [label('firstName'), values.personal.firstName],
                [label('lastName'), values.personal.lastName],
                [
                  label('country'),
                  values.personal.country ? countryName(values.personal.country, i18n.language) : '',
                ],
                [
                  label('languages'),
                  values.personal.languages.map((code) => t(`wizards.account.languages.${code}`)).join(', '),
                ],
              ],
            },
            {
              title: t('wizards.account.steps.social.title'),
              rows: SOCIAL.map((network) => [label(network), values.social[network] ?? ''] as const),
            },
          ]}
        />
      )}
      onSubmit={(values) => submitAccount.mutateAsync(values)}
      renderDone={(submission, startOver) => (
        <WizardAccountDone submission={submission} startOver={startOver} />
      )}
    />
  )
}

/** Where the submission went: the account created (and its page), or kept only, and why. */
function WizardAccountDone({
  submission,
  startOver,
}: {
  submission: AccountSubmission
  startOver: () => void
}) {
  const { t } = useTranslation()
  const ability = useAbility()
  const created = submission.accountId !== null
  return (
    <CardContent>
      <Alert severity={created ? 'success' : 'info'} sx={{ mb: 3 }}>
        {created
          ? t('wizards.account.created', { username: submission.username })
          : t('wizards.account.kept', { username: submission.username })}
      </Alert>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {created && ability.can('read', 'User') ? (
          <Button variant="contained" component={RouterLink} to={paths.userView(submission.accountId!)}>
            {t('wizards.account.openUser')}
          </Button>
        ) : null}
        {created ? null : (
          <Button variant="contained" href={`#${ACCOUNT_SUBMISSIONS_ID}`}>
            {t('wizards.account.seeSubmissions')}
          </Button>
        )}
        <Button variant="outlined" onClick={startOver}>
          {t('wizards.kit.startOver')}
        </Button>
      </Stack>
    </CardContent>
  )
}
