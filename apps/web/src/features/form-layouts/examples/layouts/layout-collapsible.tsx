// A checkout in collapsible sections: one open at a time keeps the page short. A submit with errors
// opens the sections holding them and focuses the first (a field in a closed section cannot be).
import { useState } from 'react'
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined'
import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import FormControlLabel from '@mui/material/FormControlLabel'
import Grid from '@mui/material/Grid'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { Controller, useForm, type FieldErrors } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod'
import { COMMON_MESSAGES, FORM_VALIDATION_MESSAGES as M } from '@aurum/shared'
import { FormTextField } from '@/components/form-text-field'
import { useErrorText } from '@/lib/error-text'
import { zodResolver } from '@/lib/zod-resolver'
import { LayoutActions, requiredText } from '@/features/form-layouts/components/layout-form'
import { useSavedNotice } from '@/features/form-layouts/components/use-saved-notice'

const schema = z.object({
  fullName: requiredText(60),
  phone: z
    .string()
    .trim()
    .min(1, M.required)
    .regex(/^\+?[\d\s-]{6,20}$/, COMMON_MESSAGES.phone),
  address: requiredText(120),
  city: requiredText(60),
  delivery: z.enum(['standard', 'express']),
  cardName: requiredText(60),
  cardNumber: z
    .string()
    .trim()
    .min(1, M.required)
    .regex(/^[\d\s]{12,23}$/, M.number),
})
type Values = z.infer<typeof schema>

type Section = 'address' | 'delivery' | 'payment'
const SECTION_FIELDS: Record<Section, (keyof Values)[]> = {
  address: ['fullName', 'phone', 'address', 'city'],
  delivery: ['delivery'],
  payment: ['cardName', 'cardNumber'],
}
const SECTIONS = Object.keys(SECTION_FIELDS) as Section[]

export function LayoutCollapsible() {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const showSaved = useSavedNotice()
  const [open, setOpen] = useState<Set<Section>>(new Set(['address']))
  const { control, handleSubmit, reset, setFocus } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      fullName: '',
      phone: '',
      address: '',
      city: '',
      delivery: 'standard',
      cardName: '',
      cardNumber: '',
    },
    shouldFocusError: false,
  })

  const onInvalid = (errors: FieldErrors<Values>) => {
    const failing = SECTIONS.filter((section) => SECTION_FIELDS[section].some((name) => errors[name]))
    setOpen((current) => new Set([...current, ...failing]))
    const first = failing.flatMap((section) => SECTION_FIELDS[section]).find((name) => errors[name])
    // After the section has opened: a field inside a collapsed panel cannot take focus.
    if (first) window.setTimeout(() => setFocus(first), 0)
  }

  const toggle = (section: Section) => (_: unknown, expanded: boolean) =>
    setOpen((current) => {
      const next = new Set(current)
      if (expanded) next.add(section)
      else next.delete(section)
      return next
    })

  const field = { control, fullWidth: true, errorText }
  const half = { xs: 12, sm: 6 }
  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit(showSaved, onInvalid)}>
      <div>
        <Accordion expanded={open.has('address')} onChange={toggle('address')}>
          <AccordionSummary expandIcon={<ExpandMoreOutlined />}>
            <Typography component="span">{t('formLayouts.layouts.deliveryAddress')}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Grid container spacing={2.5}>
              <Grid size={half}>
                <FormTextField {...field} name="fullName" required label={t('formLayouts.fields.fullName')} />
              </Grid>
              <Grid size={half}>
                <FormTextField
                  {...field}
                  name="phone"
                  type="tel"
                  required
                  label={t('formLayouts.fields.phone')}
                />
              </Grid>
              <Grid size={12}>
                <FormTextField {...field} name="address" required label={t('formLayouts.fields.address')} />
              </Grid>
              <Grid size={half}>
                <FormTextField {...field} name="city" required label={t('formLayouts.fields.city')} />
              </Grid>
            </Grid>
          </AccordionDetails>
        </Accordion>
        <Accordion expanded={open.has('delivery')} onChange={toggle('delivery')}>
          <AccordionSummary expandIcon={<ExpandMoreOutlined />}>
            <Typography component="span">{t('formLayouts.layouts.deliveryOptions')}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Controller
              control={control}
              name="delivery"
              render={({ field: radio }) => (
                <RadioGroup
                  aria-label={t('formLayouts.layouts.deliveryOptions')}
                  name={radio.name}
                  value={radio.value}
                  onChange={(event) => radio.onChange(event.target.value)}
                >
                  <FormControlLabel
                    value="standard"
                    control={<Radio />}
                    label={t('formLayouts.layouts.standard')}
                  />
                  <FormControlLabel
                    value="express"
                    control={<Radio />}
                    label={t('formLayouts.layouts.express')}
                  />
                </RadioGroup>
              )}
            />
          </AccordionDetails>
        </Accordion>
        <Accordion expanded={open.has('payment')} onChange={toggle('payment')}>
          <AccordionSummary expandIcon={<ExpandMoreOutlined />}>
            <Typography component="span">{t('formLayouts.layouts.payment')}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Grid container spacing={2.5}>
              <Grid size={half}>
                <FormTextField
                  {...field}
                  name="cardName"
                  required
                  autoComplete="cc-name"
                  label={t('formLayouts.fields.cardName')}
                />
              </Grid>
              <Grid size={half}>
                <FormTextField
                  {...field}
                  name="cardNumber"
                  required
                  inputMode="numeric"
                  autoComplete="cc-number"
                  label={t('formLayouts.fields.cardNumber')}
                />
              </Grid>
            </Grid>
          </AccordionDetails>
        </Accordion>
      </div>
      <LayoutActions onReset={() => reset()} submitLabel={t('formLayouts.layouts.placeOrder')} />
    </Stack>
  )
}
