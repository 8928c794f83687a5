import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { createElement } from 'react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/render'
import { LayoutCollapsible } from './examples/layouts/layout-collapsible'
import { LayoutTabs } from './examples/layouts/layout-tabs'
import { LayoutVertical } from './examples/layouts/layout-vertical'
import { formLayoutRoutes } from './routes'

const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } })
const click = (element: HTMLElement) => act(async () => fireEvent.click(element))

describe('form layout and validation pages', { timeout: 30_000 }, () => {
  it.each(formLayoutRoutes.map((route) => [route.path, route] as const))(
    '%s shows its title and each example with its code',
    async (path, route) => {
      const { Component } = await route.lazy()
      const folder = path.endsWith('layouts') ? 'layouts' : 'validation'
      const { examples } = await import(`./examples/${folder}/index.ts`)
      await renderWithProviders(createElement(Component))
      expect(screen.getByRole('heading', { level: 1 }).textContent).not.toBe('')
      expect(screen.getAllByRole('button', { name: 'Show code' })).toHaveLength(
        (examples as unknown[]).length,
      )
    },
  )

  it('the vertical form names what is missing, then shows what would be saved', async () => {
    await renderWithProviders(createElement(LayoutVertical))
    await click(screen.getByRole('button', { name: 'Submit' }))
    const name = screen.getByRole('textbox', { name: /full name/i })
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'))
    expect(document.activeElement).toBe(name)
    type(name, 'Ada Lovelace')
    type(screen.getByRole('textbox', { name: /email/i }), 'ada@example.com')
    type(screen.getByLabelText(/password/i), 'Engine#1843')
    await click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Would save: Ada Lovelace · ada@example.com')).toBeTruthy()
  })

  it('the tabs form shows the tab of the first error and focuses it', async () => {
    await renderWithProviders(createElement(LayoutTabs))
    type(screen.getByRole('textbox', { name: /first name/i }), 'Ada')
    type(screen.getByRole('textbox', { name: /last name/i }), 'Lovelace')
    await click(screen.getByRole('button', { name: 'Submit' }))
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Account' }).getAttribute('aria-selected')).toBe('true'),
    )
    const panel = screen.getByRole('tabpanel', { name: 'Account' })
    await waitFor(() =>
      expect(document.activeElement).toBe(within(panel).getByRole('textbox', { name: /username/i })),
    )
  })

  it('the collapsible form opens the section holding an error and focuses it', async () => {
    await renderWithProviders(createElement(LayoutCollapsible))
    type(screen.getByRole('textbox', { name: /full name/i }), 'Ada Lovelace')
    type(screen.getByRole('textbox', { name: /phone/i }), '+44 20 7946 0000')
    type(screen.getByRole('textbox', { name: /^address/i }), '12 St James Square')
    type(screen.getByRole('textbox', { name: /city/i }), 'London')
    const payment = screen.getByRole('button', { name: 'Payment' })
    expect(payment.getAttribute('aria-expanded')).toBe('false')
    await click(screen.getByRole('button', { name: 'Place order' }))
    await waitFor(() => expect(payment.getAttribute('aria-expanded')).toBe('true'))
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /name on card/i })),
    )
  })
})
