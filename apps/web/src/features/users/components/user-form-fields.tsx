// The fields of a user, shared by the add-user drawer and the edit dialog (which adds tax id and
// language). Names match userCreateSchema and userUpdateSchema, so both forms bind the same way.
import Grid from '@mui/material/Grid'
import { useTranslation } from 'react-i18next'
import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { USER_LANGUAGES, USER_PLANS, USER_STATUSES } from '@aurum/shared'
import { FormCountryField } from '@/components/form-country-field'
import { FormSelectField, optionsOf, type SelectOption } from '@/components/form-select-field'
import { FormTextField, type FormTextFieldProps } from '@/components/form-text-field'
import { useRoleName } from '@/components/user-role-icon'
import { useErrorText } from '@/lib/error-text'
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

  const textField = (field: string, props: Partial<FormTextFieldProps<T, Parsed>> = {}) => (
    <Grid key={field} size={size}>
      <FormTextField
        {...common}
        {...props}
        name={name(field)}
        label={t(`users.fields.${field}`)}
        autoComplete="off"
      />
    </Grid>
  )
  const selectField = (field: string, label: string, options: SelectOption[], required = false) => (
    <Grid key={field} size={size}>
      <FormSelectField
        {...common}
        name={name(field)}
        label={t(`users.fields.${label}`)}
        options={options}
        required={required}
      />
    </Grid>
  )

  return (
    <Grid container spacing={2.5}>
      {textField('fullName', { required: true })}
      {textField('username', { required: true })}
      {textField('email', { type: 'email', required: true })}
      {textField('contact', { type: 'tel' })}
      {textField('company')}
      <Grid size={size}>
        <FormCountryField {...common} name={name('country')} label={t('users.fields.country')} />
      </Grid>
      {selectField('role', 'role', optionsOf(roleOptions, roleName), true)}
      {selectField('currentPlan', 'plan', optionsOf(USER_PLANS, planText), true)}
      {selectField('status', 'status', optionsOf(USER_STATUSES, statusText))}
      {withDetails ? (
        <>
          {textField('taxId')}
          {selectField('language', 'language', optionsOf(languages, languageText))}
        </>
      ) : null}
    </Grid>
  )
}
