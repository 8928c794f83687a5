// The fields of a user, shared by the add-user drawer and the edit dialog (which adds tax id and
// language). Names match userCreateSchema and userUpdateSchema, so both forms bind the same way.
import Grid from '@mui/material/Grid'
import MenuItem from '@mui/material/MenuItem'
import { useTranslation } from 'react-i18next'
import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { USER_LANGUAGES, USER_PLANS, USER_STATUSES } from '@aurum/shared'
import { FormCountryField } from '../../../components/form-country-field'
import { FormTextField } from '../../../components/form-text-field'
import { useRoleName } from '../../../components/user-role-icon'
import { useErrorText } from '../../../lib/error-text'
import { useLanguageText, usePlanText, useStatusText } from './user-text'

export type UserFormFieldsProps<T extends FieldValues, Parsed> = {
  control: Control<T, unknown, Parsed>
  /** Role names to choose from (the current one is kept even while the list loads). */
  roles: string[]
  /** The edit dialog's extra fields: tax id and language. */
  withDetails?: boolean
  /** Two fields a row (the dialog) or one (the drawer). */
  columns?: 1 | 2
  /** The form's current role and language, kept as options when the lists do not name them. */
  currentRole?: string
  currentLanguage?: string
}

export function UserFormFields<T extends FieldValues, Parsed>({
  control,
  roles,
  withDetails = false,
  columns = 1,
  currentRole,
  currentLanguage,
}: UserFormFieldsProps<T, Parsed>) {
  const { t } = useTranslation()
  const roleName = useRoleName()
  const errorText = useErrorText()
  const planText = usePlanText()
  const statusText = useStatusText()
  const languageText = useLanguageText()
  const name = (field: string) => field as FieldPath<T>
  const size = { xs: 12, sm: columns === 2 ? 6 : 12 }
  const roleOptions = currentRole && !roles.includes(currentRole) ? [currentRole, ...roles] : roles
  const languages: string[] =
    currentLanguage && !(USER_LANGUAGES as readonly string[]).includes(currentLanguage)
      ? [currentLanguage, ...USER_LANGUAGES]
      : [...USER_LANGUAGES]
  const common = { control, errorText }

  return (
    <Grid container spacing={2.5}>
      <Grid size={size}>
        <FormTextField
          {...common}
          name={name('fullName')}
          label={t('users.fields.fullName')}
          required
          autoComplete="off"
        />
      </Grid>
      <Grid size={size}>
        <FormTextField
          {...common}
          name={name('username')}
          label={t('users.fields.username')}
          required
          autoComplete="off"
        />
      </Grid>
      <Grid size={size}>
        <FormTextField
          {...common}
          name={name('email')}
          label={t('users.fields.email')}
          type="email"
          required
          autoComplete="off"
        />
      </Grid>
      <Grid size={size}>
        <FormTextField
          {...common}
          name={name('contact')}
          label={t('users.fields.contact')}
          type="tel"
          autoComplete="off"
        />
      </Grid>
      <Grid size={size}>
        <FormTextField
          {...common}
          name={name('company')}
          label={t('users.fields.company')}
          autoComplete="off"
        />
      </Grid>
      <Grid size={size}>
        <FormCountryField {...common} name={name('country')} label={t('users.fields.country')} />
      </Grid>
      <Grid size={size}>
        <FormTextField {...common} name={name('role')} label={t('users.fields.role')} select required>
          {roleOptions.map((role) => (
            <MenuItem key={role} value={role}>
              {roleName(role)}
            </MenuItem>
          ))}
        </FormTextField>
      </Grid>
      <Grid size={size}>
        <FormTextField {...common} name={name('currentPlan')} label={t('users.fields.plan')} select required>
          {USER_PLANS.map((plan) => (
            <MenuItem key={plan} value={plan}>
              {planText(plan)}
            </MenuItem>
          ))}
        </FormTextField>
      </Grid>
      <Grid size={size}>
        <FormTextField {...common} name={name('status')} label={t('users.fields.status')} select>
          {USER_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {statusText(status)}
            </MenuItem>
          ))}
        </FormTextField>
      </Grid>
      {withDetails ? (
        <>
          <Grid size={size}>
            <FormTextField
              {...common}
              name={name('taxId')}
              label={t('users.fields.taxId')}
              autoComplete="off"
            />
          </Grid>
          <Grid size={size}>
            <FormTextField {...common} name={name('language')} label={t('users.fields.language')} select>
              {languages.map((language) => (
                <MenuItem key={language} value={language}>
                  {languageText(language)}
                </MenuItem>
              ))}
            </FormTextField>
          </Grid>
        </>
      ) : null}
    </Grid>
  )
}
