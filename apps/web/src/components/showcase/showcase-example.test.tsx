import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/test/render'
import { ShowcaseExample } from './showcase-example'

describe('ShowcaseExample', () => {
  afterEach(() => vi.restoreAllMocks())

  it('shows the example, and its own file text only when asked, and copies it', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const source = vi.fn(() => import('./code-block.tsx?raw'))
    await renderWithProviders(
      <ShowcaseExample title="Basic" source={source}>
        <button type="button">Live example</button>
      </ShowcaseExample>,
    )
    expect(screen.getByRole('button', { name: 'Live example' })).toBeTruthy()
    expect(source).not.toHaveBeenCalled()

    fireEvent.click(screen.getByRole('button', { name: 'Show code' }))
    const code = await screen.findByRole('region', { name: 'Code of Basic' }, { timeout: 3000 })
    // The real file's text, highlighted token by token.
    expect(code.textContent).toContain('export function CodeBlock(')
    expect(source).toHaveBeenCalledTimes(1)

    fireEvent.click(screen.getByRole('button', { name: 'Copy the code' }))
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(expect.stringContaining('export function CodeBlock(')),
    )

    fireEvent.click(screen.getByRole('button', { name: 'Hide code' }))
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Code of Basic' })).toBeNull())
  })
})
