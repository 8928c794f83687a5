import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { useForm } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../test/render'
import { FormCountryField } from './form-country-field'

type Values = { country: string }

function CountryForm({ initial, onSubmit }: { initial: string; onSubmit: (values: Values) => void }) {
  const { control, handleSubmit } = useForm<Values>({ defaultValues: { country: initial } })
  return (
    <form onSubmit={handleSubmit(onSubmit)}>
      <FormCountryField control={control} name="country" label="Country" />
      <button type="submit">Save</button>
    </form>
  )
}

const field = () => screen.getByRole('combobox', { name: 'Country' }) as HTMLInputElement

// MUI in jsdom renders slowly on a busy machine: more than the default 5 s per test.
describe('FormCountryField', { timeout: 30_000 }, () => {
  it('shows a stored code by its name in the reader’s language', async () => {
    await renderWithProviders(<CountryForm initial="DE" onSubmit={vi.fn()} />, { language: 'es' })
    expect(field().value).toBe('Alemania')
  })

  it('shows it in Arabic too', async () => {
    await renderWithProviders(<CountryForm initial="DE" onSubmit={vi.fn()} />, { language: 'ar' })
    expect(field().value).toBe('ألمانيا')
  })

  it('finds a country by part of its name, accents aside, and saves its code', async () => {
    const submit = vi.fn<(values: Values) => void>()
    await renderWithProviders(<CountryForm initial="" onSubmit={submit} />, { language: 'es' })
    field().focus()
    fireEvent.change(field(), { target: { value: 'japo' } })
    const options = () => within(screen.getByRole('listbox')).getAllByRole('option')
    await waitFor(() => expect(options().map((option) => option.textContent)).toEqual(['Japón']))
    fireEvent.click(options()[0]!)
    expect(field().value).toBe('Japón')
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(submit).toHaveBeenCalled())
    expect(submit.mock.calls[0]![0]).toEqual({ country: 'JP' })
  })

  it('lists every country sorted by the name the reader sees', async () => {
    await renderWithProviders(<CountryForm initial="" onSubmit={vi.fn()} />, { language: 'fr' })
    fireEvent.mouseDown(field())
    const names = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent ?? '')
    expect(names.length).toBe(249)
    expect(names).toEqual([...names].sort(new Intl.Collator('fr').compare))
    expect(names).toContain('Allemagne')
  })

  it('clears to an empty code', async () => {
    const submit = vi.fn<(values: Values) => void>()
    await renderWithProviders(<CountryForm initial="FR" onSubmit={submit} />, { language: 'en' })
    fireEvent.change(field(), { target: { value: '' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(submit).toHaveBeenCalled())
    expect(submit.mock.calls[0]![0]).toEqual({ country: '' })
  })
})
