import { screen } from '@testing-library/react'
import { useForm } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../test/render'
import { FormTextField } from './form-text-field'

function Fields() {
  const { control } = useForm({ defaultValues: { email: 'ada@example.com', name: 'Ada', phone: '' } })
  return (
    <>
      <FormTextField control={control} name="email" type="email" label="Email" />
      <FormTextField
        control={control}
        name="phone"
        type="tel"
        label="Phone"
        slotProps={{ htmlInput: { dir: 'rtl' } }}
      />
      <FormTextField control={control} name="name" label="Name" />
    </>
  )
}

describe('FormTextField', { timeout: 30_000 }, () => {
  it('writes emails and phone numbers left to right, unless told otherwise, and leaves text to the page', async () => {
    await renderWithProviders(<Fields />, { language: 'ar' })
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('dir')).toBe('ltr')
    expect(screen.getByRole('textbox', { name: 'Phone' }).getAttribute('dir')).toBe('rtl')
    expect(screen.getByRole('textbox', { name: 'Name' }).getAttribute('dir')).toBeNull()
  })
})
