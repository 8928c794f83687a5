import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { SubscriptionInput, SubscriptionResponse } from '@aurum/shared'
import { ApiError } from '@/lib/api-client'
import { renderWithProviders, type TestSession } from '@/test/render'
import { PaymentPage } from './payment-page'

const subscribe = vi.fn<(input: SubscriptionInput) => Promise<SubscriptionResponse>>()
vi.mock('../api', () => ({
  usePlans: () => ({ data: undefined }),
  useSubscribe: () => ({ mutateAsync: subscribe, isPending: false, data: undefined }),
}))

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } })
const session: TestSession = { userAbilityRules: [{ action: 'read', subject: 'all' }] }

async function fillCard() {
  await renderWithProviders(<PaymentPage />, { route: '/front-pages/payment', session })
  type(/^Name on card/, 'Ada Lovelace')
  type(/^Card number/, '4242 4242 4242 4242')
  type(/^Expiry/, '12/39')
  type(/^CVC/, '123')
  fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }))
  await waitFor(() => expect(subscribe).toHaveBeenCalledTimes(1))
}

// MUI in jsdom renders slowly on a busy machine: more than the default 5 s per test.
describe('PaymentPage', { timeout: 30_000 }, () => {
  beforeEach(() => {
    subscribe.mockReset()
  })

  it('shows a declined card under the card number', async () => {
    subscribe.mockRejectedValue(
      new ApiError(402, {
        errors: { 'card.number': ['The card was declined'] },
        codes: { 'card.number': [{ code: 'pages.cardDeclined' }] },
      }),
    )
    await fillCard()
    expect(await screen.findByText(/The card was declined/)).toBeTruthy()
    expect(screen.getByLabelText(/^Card number/).getAttribute('aria-invalid')).toBe('true')
  })

  it('says a refusal of no field above the button', async () => {
    subscribe.mockImplementation(async () => {
      throw new ApiError(403, { code: 'common.forbidden' })
    })
    await fillCard()
    expect(await screen.findByText('You are not allowed to do this.')).toBeTruthy()
  })
})
