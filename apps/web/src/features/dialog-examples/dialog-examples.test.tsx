import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/render'
import { passesLuhn } from '@aurum/shared'
import { DialogExamplesPage } from './pages/dialog-examples-page'

describe('dialog examples', () => {
  it('shows each dialog with its code', async () => {
    await renderWithProviders(<DialogExamplesPage />)
    expect(screen.getByRole('heading', { level: 1, name: 'Dialog examples' })).toBeTruthy()
    expect(screen.getAllByRole('button', { name: 'Show code' })).toHaveLength(6)
  })

  it('the form dialog refuses an empty name and saves a valid one', async () => {
    await renderWithProviders(<DialogExamplesPage />)
    fireEvent.click(screen.getByRole('button', { name: 'Edit the profile' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit profile' })
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'First name' }), { target: { value: ' ' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText('This field is required')).toBeTruthy()
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'First name' }), {
      target: { value: 'Augusta' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.getByText('Augusta Lovelace · ada@example.com')).toBeTruthy())
  })

  it('checks card numbers with the checkout’s Luhn check', () => {
    expect(passesLuhn('4242424242424242')).toBe(true)
    expect(passesLuhn('4242424242424241')).toBe(false)
  })
})
