import { act, fireEvent, screen, within } from '@testing-library/react'
import { createElement } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { LanguageCode, SalesListResponse } from '@aurum/shared'
import { renderWithProviders } from '@/test/render'
import { SAMPLE_SALE } from '@/test/sales-fixture'
import { expectShowcasePage } from '@/test/showcase'
import { formRoutes } from './routes'

const pageOf = async (path: string, language: LanguageCode = 'en') => {
  const route = formRoutes.find((entry) => entry.path === path)!
  await renderWithProviders(createElement((await route.lazy()).Component), { language })
}

// Rendering a page loads its examples' code: the date pickers and Tiptap take seconds on a busy machine.
describe('form element pages', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals())

  it.each(formRoutes.map((route) => [route.path, route] as const))(
    '%s shows its title and examples with their code',
    async (path, route) => {
      const { examples } = await import(`./examples/${path.split('/').pop()}/index.ts`)
      await expectShowcasePage(route, (examples as unknown[]).length)
    },
  )

  it('the checkbox group checks all, then says at least one is needed when none is', async () => {
    await pageOf('/forms/checkbox')
    const group = screen.getByRole('group', { name: 'Email me about' })
    const all = within(group).getByRole('checkbox', { name: 'All' })
    fireEvent.click(all)
    expect(
      within(group)
        .getAllByRole('checkbox')
        .every((box) => (box as HTMLInputElement).checked),
    ).toBe(true)
    fireEvent.click(all)
    expect(within(group).getByText('Choose at least one')).toBeTruthy()
  })

  it('the email field says what is wrong until the address is valid', async () => {
    await pageOf('/forms/textfield')
    const email = screen.getByRole('textbox', { name: 'Email' })
    expect(screen.getByText('Enter a valid email')).toBeTruthy()
    fireEvent.change(email, { target: { value: 'ada@example.com' } })
    expect(screen.queryByText('Enter a valid email')).toBeNull()
  })

  it('the server autocomplete lists the buyers the server found, and choosing one fills the field', async () => {
    const fetchMock = vi.fn(async (url: string) => {
      const q = new URL(url, 'http://localhost').searchParams.get('q')
      const answer: SalesListResponse = {
        salesDetails: q === 'ada' ? [SAMPLE_SALE] : [],
        total: q === 'ada' ? 1 : 0,
      }
      return Response.json(answer)
    })
    vi.stubGlobal('fetch', fetchMock)
    await pageOf('/forms/autocomplete')
    const buyer = screen.getByRole('combobox', { name: 'Buyer' })
    act(() => buyer.focus())
    fireEvent.change(buyer, { target: { value: 'ada' } })
    const option = await screen.findByRole(
      'option',
      { name: 'Ada Lovelace · bought Nimbus headphones' },
      { timeout: 10_000 },
    )
    fireEvent.click(option)
    expect((buyer as HTMLInputElement).value).toBe('Ada Lovelace')
    expect(fetchMock).toHaveBeenCalledTimes(1)
    fireEvent.change(buyer, { target: { value: 'zzz' } })
    expect(await screen.findByText('No results', {}, { timeout: 10_000 })).toBeTruthy()
  })

  it('the keyboard combobox filters as one types, and Enter chooses the highlighted option', async () => {
    await pageOf('/forms/combobox')
    const department = screen.getByRole('combobox', { name: 'Department' })
    act(() => department.focus())
    fireEvent.change(department, { target: { value: 'fin' } })
    const listbox = await screen.findByRole('listbox')
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Finance'])
    fireEvent.keyDown(department, { key: 'ArrowDown' })
    fireEvent.keyDown(department, { key: 'Enter' })
    expect((department as HTMLInputElement).value).toBe('Finance')
    expect(screen.queryByRole('listbox')).toBeNull()
  })

  it('the creatable combobox offers to add what was typed, then keeps it', async () => {
    await pageOf('/forms/combobox')
    const tag = screen.getByRole('combobox', { name: 'Customer tag' })
    fireEvent.change(tag, { target: { value: 'VIP' } })
    fireEvent.click(await screen.findByRole('option', { name: 'Add “VIP”' }))
    expect((tag as HTMLInputElement).value).toBe('VIP')
    expect(screen.getByText('4 tags available')).toBeTruthy()
  })

  it('the cards are real radios and checkboxes named by their title, and the card number is grouped by four', async () => {
    await pageOf('/forms/custom-input')
    const shipping = screen.getByRole('radiogroup', { name: 'Shipping' })
    const express = within(shipping).getByRole('radio', { name: 'Express' })
    expect(document.getElementById(express.getAttribute('aria-describedby')!)?.textContent).toBe(
      '$15, the next working day',
    )
    fireEvent.click(express)
    expect((express as HTMLInputElement).checked).toBe(true)
    const addOns = screen.getByRole('group', { name: 'Add-ons' })
    const analytics = within(addOns).getByRole('checkbox', { name: 'Analytics' })
    fireEvent.click(analytics)
    expect((analytics as HTMLInputElement).checked).toBe(true)
    const card = screen.getByRole('textbox', { name: 'Card number' })
    fireEvent.change(card, { target: { value: '4242424242424241' } })
    expect((card as HTMLInputElement).value).toBe('4242 4242 4242 4241')
    expect(screen.getByText('Check the card number: a digit is wrong')).toBeTruthy()
  })

  it.each([
    ['en', 'Sunday'],
    ['fr', 'lundi'],
    ['ar', 'السبت'],
  ] as const)('the calendar in %s starts its weeks on %s', async (language, firstDay) => {
    await pageOf('/forms/date-time-picker', language)
    const calendar = screen.getAllByRole('grid').at(-1)!
    const days = within(calendar).getAllByRole('columnheader')
    expect(days[0]!.getAttribute('aria-label')).toBe(firstDay)
  })
})
