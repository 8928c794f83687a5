// Inputs of the wizards' steps bound to react-hook-form: numbers (typed as numbers, as the shared
// schemas want them), radio and checkbox groups, a switch, and the review step's summary.
import Alert, { type AlertColor } from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CardContent from '@mui/material/CardContent'
import Checkbox from '@mui/material/Checkbox'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form'
import { FormSelectField, type SelectOption } from '@/components/form-select-field'
import { FormTextField, type FormTextFieldProps } from '@/components/form-text-field'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '@/lib/error-text'

type BoundProps<T extends FieldValues, O> = {
  control: Control<T, unknown, O>
  name: FieldPath<T>
  label: string
}

/** A number input: an empty box holds NaN (refused by the schema), never the text ''. */
export function WizardNumberField<T extends FieldValues, O>({
  control,
  name,
  label,
  min,
  step,
}: BoundProps<T, O> & { min?: number; step?: number }) {
  const errorText = useErrorText()
  return (
    <Controller<T, FieldPath<T>, O>
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          type="number"
          fullWidth
          label={label}
          name={field.name}
          inputRef={field.ref}
          value={typeof field.value === 'number' && Number.isFinite(field.value) ? field.value : ''}
          onChange={(event) =>
            field.onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))
          }
          onBlur={field.onBlur}
          error={Boolean(fieldState.error)}
          helperText={errorText(fieldState.error?.message)}
          slotProps={{ htmlInput: { min, step: step ?? 1, inputMode: 'decimal' } }}
        />
      )}
    />
  )
}

/** A text field of a wizard step: full width, its error in the reader's words. */
export function WizardTextField<T extends FieldValues, O>(
  props: Omit<FormTextFieldProps<T, O>, 'errorText' | 'fullWidth'>,
) {
  const errorText = useErrorText()
  return <FormTextField {...props} fullWidth errorText={errorText} />
}

/** A wizard's strings under `wizards.<wizard>`: its fields' labels and its lists' option labels. */
export function useWizardStrings(wizard: string) {
  const { t } = useTranslation()
  return {
    label: (field: string) => t(`wizards.${wizard}.fields.${field}`),
    options: <const K extends string>(group: string, values: readonly K[]) =>
      values.map((value) => ({ value, label: t(`wizards.${wizard}.${group}.${value}`) })),
  }
}

/** A select of labelled options (a step's list of choices). */
export function WizardSelectField<T extends FieldValues, O>({
  control,
  name,
  label,
  options,
}: BoundProps<T, O> & { options: readonly SelectOption[] }) {
  const errorText = useErrorText()
  return (
    <FormSelectField
      control={control}
      name={name}
      label={label}
      options={options}
      fullWidth
      errorText={errorText}
    />
  )
}

/** A group of choices under its legend, with its error under it. */
function WizardFieldset({ label, error, children }: { label: string; error?: string; children: ReactNode }) {
  const errorText = useErrorText()
  return (
    <FormControl error={Boolean(error)} component="fieldset">
      <FormLabel component="legend">{label}</FormLabel>
      {children}
      {error ? <FormHelperText>{errorText(error)}</FormHelperText> : null}
    </FormControl>
  )
}

export function WizardRadioField<T extends FieldValues, O>({
  control,
  name,
  label,
  options,
}: BoundProps<T, O> & { options: readonly SelectOption[] }) {
  return (
    <Controller<T, FieldPath<T>, O>
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <WizardFieldset label={label} error={fieldState.error?.message}>
          <RadioGroup
            row
            name={field.name}
            value={field.value ?? ''}
            onChange={field.onChange}
            onBlur={field.onBlur}
          >
            {options.map((option, index) => (
              <FormControlLabel
                key={option.value}
                value={option.value}
                label={option.label}
                control={<Radio inputRef={index === 0 ? field.ref : undefined} />}
              />
            ))}
          </RadioGroup>
        </WizardFieldset>
      )}
    />
  )
}

export function WizardCheckboxesField<T extends FieldValues, O>({
  control,
  name,
  label,
  options,
}: BoundProps<T, O> & { options: readonly SelectOption[] }) {
  return (
    <Controller<T, FieldPath<T>, O>
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const chosen: string[] = Array.isArray(field.value) ? (field.value as string[]) : []
        const toggle = (value: string, on: boolean) =>
          field.onChange(
            on
              ? options.map((option) => option.value).filter((v) => v === value || chosen.includes(v))
              : chosen.filter((v) => v !== value),
          )
        return (
          <WizardFieldset label={label} error={fieldState.error?.message}>
            <FormGroup row>
              {options.map((option, index) => (
                <FormControlLabel
                  key={option.value}
                  label={option.label}
                  control={
                    <Checkbox
                      inputRef={index === 0 ? field.ref : undefined}
                      checked={chosen.includes(option.value)}
                      onChange={(event) => toggle(option.value, event.target.checked)}
                      onBlur={field.onBlur}
                    />
                  }
                />
              ))}
            </FormGroup>
          </WizardFieldset>
        )
      }}
    />
  )
}

export type WizardReviewSection = { title: string; rows: readonly (readonly [string, string])[] }

/** The review step: each step's answers under its title. */
export function WizardReview({ sections }: { sections: readonly WizardReviewSection[] }) {
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      {sections.map((section) => (
        <Box key={section.title}>
          <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
            {section.title}
          </Typography>
          <Box
            component="dl"
            sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
          >
            {section.rows.map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {value || '—'}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  )
}

export type WizardDoneProps = {
  message: ReactNode
  severity?: AlertColor
  startOver: () => void
  /** What the wizard made, between the message and "start over". */
  children?: ReactNode
}

/** A wizard's end screen: what was done, then a way to start again. */
export function WizardDone({ message, severity = 'success', startOver, children }: WizardDoneProps) {
  const { t } = useTranslation()
  return (
    <CardContent>
      <Alert severity={severity} sx={{ mb: 2 }}>
        {message}
      </Alert>
      {children}
      <Button variant="outlined" onClick={startOver}>
        {t('wizards.kit.startOver')}
      </Button>
    </CardContent>
  )
}
