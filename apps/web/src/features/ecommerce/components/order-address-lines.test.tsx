import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/render'
import { PostalAddressLines } from './order-details-cards'

const address = {
  name: 'Yazmin Mertz',
  line1: 'Marquis Stream 68',
  line2: '',
  city: 'Hamburg',
  state: 'Hamburg',
  postalCode: '20095',
  country: 'Germany',
  phone: '+49 362 196 570',
}

describe('PostalAddressLines', { timeout: 30_000 }, () => {
  it("writes a customer country in the reader's language", async () => {
    await renderWithProviders(<PostalAddressLines address={address} />, { language: 'fr' })
    expect(screen.getByText('Allemagne')).toBeTruthy()
    expect(screen.queryByText('Germany')).toBeNull()
  })

  it('keeps a country off the list as written', async () => {
    await renderWithProviders(<PostalAddressLines address={{ ...address, country: 'Atlantis' }} />, {
      language: 'es',
    })
    expect(screen.getByText('Atlantis')).toBeTruthy()
  })
})
