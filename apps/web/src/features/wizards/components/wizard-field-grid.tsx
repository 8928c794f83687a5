// A wizard step's fields as a list of specs laid out on the step's grid: each field's label comes
// from its name's last part under `wizards.<wizard>.fields`, so a step lists only what differs.
import Grid from '@mui/material/Grid'
import type { ReactElement, ReactNode } from 'react'
import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { FormSwitchField } from '@/components/form-switch-field'
import { FormCountryField } from '@/components/form-country-field'
import { FormPasswordField } from '@/components/form-password-field'
import { useErrorText } from '@/lib/error-text'
import {
  WizardCheckboxesField,
  WizardNumberField,
  WizardRadioField,
  WizardSelectField,
  WizardTextField,
} from './wizard-fields'
import type { WizardStepDefinition } from './wizard-form'

type Option = { value: string; label: string }

export type WizardFieldSpec<T extends FieldValues> = {
  name: FieldPath<T>
  /** Columns out of 12 from the small breakpoint up; phones always take the whole row. */
  span?: 4 | 6 | 12
} & (
  | {
      kind: 'text'
      type?: 'email' | 'tel' | 'url' | 'date'
      autoComplete?: string
      placeholder?: string
      multiline?: boolean
    }
  | { kind: 'number'; min?: number; step?: number }
  | { kind: 'select' | 'radio' | 'checkboxes'; options: readonly Option[] }
  | { kind: 'switch' | 'country' | 'password' }
)

type WizardFieldGridProps<T extends FieldValues, O> = {
  control: Control<T, unknown, O>
  /** The label of a field, from the last part of its name. */
  label: (field: string) => string
  fields: readonly WizardFieldSpec<T>[]
  /** Shown under the fields, across the grid (a note about them). */
  footer?: ReactNode
}

function WizardFieldGrid<T extends FieldValues, O>({
  control,
  label,
  fields,
  footer,
}: WizardFieldGridProps<T, O>) {
  const errorText = useErrorText()
  const fieldOf = (spec: WizardFieldSpec<T>) => {
    const bound = { control, name: spec.name, label: label(spec.name.split('.').at(-1)!) }
    switch (spec.kind) {
      case 'text':
        return (
          <WizardTextField
            {...bound}
            type={spec.type}
            autoComplete={spec.autoComplete}
            placeholder={spec.placeholder}
            multiline={spec.multiline}
            minRows={spec.multiline ? 2 : undefined}
            // A date box draws its own placeholder, which the label would cover.
            slotProps={spec.type === 'date' ? { inputLabel: { shrink: true } } : undefined}
          />
        )
      case 'number':
        return <WizardNumberField {...bound} min={spec.min} step={spec.step} />
      case 'select':
        return <WizardSelectField {...bound} options={spec.options} />
      case 'radio':
        return <WizardRadioField {...bound} options={spec.options} />
      case 'checkboxes':
        return <WizardCheckboxesField {...bound} options={spec.options} />
      case 'switch':
        return <FormSwitchField {...bound} />
      case 'country':
        return <FormCountryField {...bound} errorText={errorText} />
      case 'password':
        return <FormPasswordField {...bound} errorText={errorText} />
    }
  }
  return (
    <Grid container spacing={3}>
      {fields.map((spec) => (
        <Grid key={spec.name} size={{ xs: 12, sm: spec.span ?? 6 }}>
          {fieldOf(spec)}
        </Grid>
      ))}
      {footer ? <Grid size={12}>{footer}</Grid> : null}
    </Grid>
  )
}

/** A step that is only a grid of fields (and perhaps a note under them). */
export function wizardFieldStep<V extends FieldValues, O>(
  key: WizardStepDefinition<V, O>['key'],
  icon: ReactElement,
  label: (field: string) => string,
  fields: readonly WizardFieldSpec<V>[],
  footer?: ReactNode,
): WizardStepDefinition<V, O> {
  return {
    key,
    icon,
    render: ({ control }) => (
      <WizardFieldGrid control={control} label={label} fields={fields} footer={footer} />
    ),
  }
}
