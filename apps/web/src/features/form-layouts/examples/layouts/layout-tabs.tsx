// One form across tabs: every tab's fields stay mounted (hidden), so values survive switching and a
// submit checks them all; with errors, it shows the tab of the first one and focuses it.
import { useId, useState } from 'react'
import Box from '@mui/material/Box'
import Grid from '@mui/material/Grid'
import Stack from '@mui/material/Stack'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { useForm, type FieldErrors } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { FORM_VALIDATION_MESSAGES as M, USERNAME_PATTERN } from '@aurum/shared'
import { FormTextField } from '@/components/form-text-field'
import { useErrorText } from '@/lib/error-text'
import { zodResolver } from '@/lib/zod-resolver'
import { LayoutActions, layoutRules } from '@/features/form-layouts/components/layout-form'
import { useSavedNotice } from '@/features/form-layouts/components/use-saved-notice'

const link = z.union([z.literal(''), z.url({ protocol: /^https?$/ })])

const schema = z.object({
  firstName: layoutRules.personName,
  lastName: layoutRules.personName,
  phone: layoutRules.phone,
  username: z.string().trim().min(1, M.required).min(3).max(20).regex(USERNAME_PATTERN, M.usernamePattern),
  email: layoutRules.email,
  password: z.string().min(1, M.required).min(8),
  website: link,
  linkedin: link,
})
type Values = z.infer<typeof schema>

type TabName = 'personal' | 'account' | 'social'
const TAB_FIELDS: Record<TabName, (keyof Values)[]> = {
  personal: ['firstName', 'lastName', 'phone'],
  account: ['username', 'email', 'password'],
  social: ['website', 'linkedin'],
}
const TABS = Object.keys(TAB_FIELDS) as TabName[]
const REQUIRED = new Set<keyof Values>(['firstName', 'lastName', 'username', 'email', 'password'])
const TYPES: Partial<Record<keyof Values, string>> = {
  phone: 'tel',
  email: 'email',
  password: 'password',
  website: 'url',
  linkedin: 'url',
}

export function LayoutTabs() {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const showSaved = useSavedNotice()
  const idPrefix = useId()
  const [tab, setTab] = useState<TabName>('personal')
  const { control, handleSubmit, reset, setFocus } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      firstName: '',
      lastName: '',
      phone: '',
      username: '',
      email: '',
      password: '',
      website: '',
      linkedin: '',
    },
    shouldFocusError: false,
  })

  const onInvalid = (errors: FieldErrors<Values>) => {
    const first = TABS.flatMap((name) => TAB_FIELDS[name]).find((name) => errors[name])
    if (!first) return
    setTab(TABS.find((name) => TAB_FIELDS[name].includes(first))!)
    // Once the tab is shown: a field in a hidden panel cannot take focus.
    window.setTimeout(() => setFocus(first), 0)
  }

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit(showSaved, onInvalid)}>
      <Tabs
        value={tab}
        onChange={(_, value: TabName) => setTab(value)}
        aria-label={t('formLayouts.layouts.tabsLabel')}
      >
        {TABS.map((name) => (
          <Tab
            key={name}
            value={name}
            label={t(`formLayouts.layouts.${name}`)}
            id={`${idPrefix}-tab-${name}`}
            aria-controls={`${idPrefix}-panel-${name}`}
          />
        ))}
      </Tabs>
      {TABS.map((name) => (
        <Box
          key={name}
          role="tabpanel"
          id={`${idPrefix}-panel-${name}`}
          aria-labelledby={`${idPrefix}-tab-${name}`}
          hidden={tab !== name}
        >
          <Grid container spacing={2.5}>
            {TAB_FIELDS[name].map((field) => (
              <Grid key={field} size={{ xs: 12, sm: 6 }}>
                <FormTextField
                  control={control}
                  name={field}
                  type={TYPES[field] ?? 'text'}
                  autoComplete={field === 'password' ? 'new-password' : undefined}
                  required={REQUIRED.has(field)}
                  label={t(`formLayouts.fields.${field}`)}
                  fullWidth
                  errorText={errorText}
                />
              </Grid>
            ))}
          </Grid>
        </Box>
      ))}
      <LayoutActions onReset={() => reset()} />
    </Stack>
  )
}
