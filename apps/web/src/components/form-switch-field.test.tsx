import { fireEvent, screen } from '@testing-library/react'
import { useForm, useWatch } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../test/render'
import { FormSwitchField } from './form-switch-field'

function Published() {
  const { control } = useForm({ defaultValues: { published: false } })
  const published = useWatch({ control, name: 'published' })
  return (
    <>
      <FormSwitchField control={control} name="published" label="Published" />
      <output>{String(published)}</output>
    </>
  )
}

describe('FormSwitchField', { timeout: 30_000 }, () => {
  it('shows the field as a labelled switch and writes its state back', async () => {
    await renderWithProviders(<Published />)
    const toggle = screen.getByRole('switch', { name: 'Published' })
    expect((toggle as HTMLInputElement).checked).toBe(false)
    fireEvent.click(toggle)
    expect((toggle as HTMLInputElement).checked).toBe(true)
    expect(screen.getByRole('status').textContent).toBe('true')
  })
})
