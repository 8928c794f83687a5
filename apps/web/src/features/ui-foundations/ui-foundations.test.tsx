import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
// @ts-expect-error -- a plain Node script (apps/web/scripts), without type declarations
import { usedIcons } from '../../../scripts/generate-icon-set.mjs'
import { renderWithProviders } from '@/test/render'
import { ICON_SET } from './icon-set'
import { IconsPage } from './pages/icons-page'
import { TypographyPage } from './pages/typography-page'

describe('icons page', { timeout: 30_000 }, () => {
  it('lists exactly the icons the app imports (run `npm run icons -w @aurum/web` after adding one)', () => {
    expect(Object.keys(ICON_SET)).toEqual(usedIcons())
  })

  it('filters by name and copies the import line of a clicked icon', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    await renderWithProviders(<IconsPage />)
    const search = screen.getByRole('searchbox', { name: 'Search icons' })
    fireEvent.change(search, { target: { value: 'PersonSearch' } })
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1))
    expect(screen.getByRole('status').textContent).toBe('1 icon shown')
    fireEvent.click(screen.getByRole('button', { name: 'PersonSearchOutlined' }))
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(
        "import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined'",
      ),
    )
    fireEvent.change(search, { target: { value: 'no such icon' } })
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('0 icons shown'))
  })
})

describe('typography page', () => {
  it("shows the theme's headings with their sizes", async () => {
    await renderWithProviders(<TypographyPage />)
    expect(screen.getByRole('heading', { level: 1, name: 'Typography' })).toBeTruthy()
    expect(screen.getAllByText('Orders shipped this week')).toHaveLength(6)
    expect(screen.getAllByRole('button', { name: 'Show code' })).toHaveLength(3)
  })
})
