import { fireEvent, screen, within } from '@testing-library/react'
import { createElement } from 'react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/render'
import { expectShowcasePage } from '@/test/showcase'
import { uiComponentRoutes } from './routes'

describe('component showcase pages', () => {
  it.each(uiComponentRoutes.map((route) => [route.path, route] as const))(
    '%s shows its title and each example with its code toggle',
    async (path, route) => {
      const { examples } = await import(`./examples/${path.split('/').pop()}/index.ts`)
      await expectShowcasePage(route, (examples as unknown[]).length)
    },
  )

  it("opens an example's own file as its code", async () => {
    const alert = uiComponentRoutes.find((route) => route.path === '/components/alert')!
    const { Component } = await alert.lazy()
    await renderWithProviders(createElement(Component))
    fireEvent.click(
      within(screen.getByRole('region', { name: 'Severities' })).getByRole('button', { name: 'Show code' }),
    )
    const code = await screen.findByRole('region', { name: 'Code of Severities' }, { timeout: 5000 })
    expect(code.textContent).toContain('export function AlertSeverities()')
  })
})
