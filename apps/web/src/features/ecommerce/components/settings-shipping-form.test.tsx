import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { StoreShipping } from '@aurum/shared'
import { renderWithProviders } from '../../../test/render'
import { SettingsShippingForm } from './settings-shipping-form'

const save = vi.fn<(values: StoreShipping) => Promise<unknown>>()
vi.mock('../api/settings', () => ({
  useSaveStoreSettings: () => ({ mutateAsync: save, isPending: false }),
}))

const saved: StoreShipping = {
  zones: [{ name: 'Domestic', countries: ['US'], rates: [{ name: 'Standard', price: 0 }] }],
}

describe('SettingsShippingForm: countries of a zone', { timeout: 30_000 }, () => {
  it('shows the codes by name in the reader’s language and saves the codes picked from the list', async () => {
    save.mockImplementation(async (values) => ({ shipping: values }))
    await renderWithProviders(<SettingsShippingForm saved={saved} />, { language: 'es' })
    expect(screen.getByText('Estados Unidos')).toBeTruthy()
    const field = screen.getByRole('combobox', { name: /Países/ })
    field.focus()
    fireEvent.change(field, { target: { value: 'canad' } })
    const options = () => within(screen.getByRole('listbox')).getAllByRole('option')
    await waitFor(() => expect(options().map((option) => option.textContent)).toEqual(['Canadá']))
    fireEvent.click(options()[0]!)
    fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }))
    await waitFor(() => expect(save).toHaveBeenCalled())
    expect(save.mock.calls[0]![0].zones[0]!.countries).toEqual(['US', 'CA'])
  })
})
