import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { CONNECTION_NAMES, DEFAULT_CONNECTIONS, type Account } from '@aurum/shared'
import { renderWithProviders } from '@/test/render'
import { AccountConnectionsTab } from './account-connections-tab'

vi.mock('../api', () => ({ useSaveConnections: () => ({ mutateAsync: vi.fn(), isPending: false }) }))

const account = {
  id: 7,
  fullName: 'Ada Lovelace',
  username: 'ada',
  email: 'ada@example.com',
  company: '',
  contact: '',
  country: 'GB',
  language: 'English',
  avatar: null,
  role: 'client',
  currentPlan: 'basic',
  status: 'active',
  preferences: { address: '', state: '', zipCode: '', timezone: 'UTC', currency: 'USD' },
  twoStepEnabled: false,
  notifications: [],
  connections: DEFAULT_CONNECTIONS,
} satisfies Account

describe('AccountConnectionsTab', { timeout: 30_000 }, () => {
  it('marks every service the same way: an icon in a tile, never a letter', async () => {
    await renderWithProviders(<AccountConnectionsTab account={account} />)
    const items = screen.getAllByRole('listitem')
    expect(items).toHaveLength(CONNECTION_NAMES.length)
    for (const item of items) {
      const tile = item.querySelector('.MuiAvatar-root')!
      expect(tile, item.textContent ?? '').not.toBeNull()
      expect(tile.classList.contains('MuiAvatar-rounded')).toBe(true)
      expect(tile.querySelector('svg')).not.toBeNull()
      expect(tile.textContent).toBe('')
    }
  })
})
