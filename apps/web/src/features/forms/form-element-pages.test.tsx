import { fireEvent, screen, within } from '@testing-library/react'
import { createElement } from 'react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../test/render'
import { formRoutes } from './routes'

const pageOf = async (path: string) => {
  const route = formRoutes.find((entry) => entry.path === path)!
  await renderWithProviders(createElement((await route.lazy()).Component))
}

// The first page pays the cold imports, and the editors page brings Tiptap: slow on a loaded machine.
describe('form element pages', { timeout: 30_000 }, () => {
  it.each(formRoutes.map((route) => [route.path, route] as const))(
    '%s shows its title and examples with their code',
    async (path, route) => {
      const { Component } = await route.lazy()
      const { examples } = await import(`./examples/${path.split('/').pop()}/index.ts`)
      await renderWithProviders(createElement(Component))
      expect(screen.getByRole('heading', { level: 1 }).textContent).not.toBe('')
      expect(screen.getAllByRole('button', { name: 'Show code' })).toHaveLength(
        (examples as unknown[]).length,
      )
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
})
