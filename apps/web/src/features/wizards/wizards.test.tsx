import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { AccountSubmission } from '@aurum/shared'
import { staticMediaQueryList } from '@/test/match-media'
import { renderWithProviders } from '@/test/render'
import { mergeDraft } from './components/wizard-form'
import { CreateDealPage } from './pages/create-deal-page'
import { formWizardPage } from './pages/form-wizard-page'

beforeAll(() => {
  window.matchMedia ??= (query: string) => staticMediaQueryList(query, false)
})

type Call = { url: string; method: string; body: unknown }

/** A fetch that answers the draft routes from one stored draft, and records every call. */
function stubApi(
  initialDraft: { step: number; data: Record<string, unknown> } | null,
  submissions: AccountSubmission[] = [],
) {
  let draft = initialDraft ? { ...initialDraft, updatedAt: '2026-01-01T00:00:00.000Z' } : null
  const calls: Call[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET'
      const body = init.body ? (JSON.parse(String(init.body)) as unknown) : undefined
      calls.push({ url: String(input), method, body })
      if (method === 'PUT') {
        draft = {
          ...(body as { step: number; data: Record<string, unknown> }),
          updatedAt: '2026-01-01T00:00:01.000Z',
        }
        return Response.json(draft)
      }
      if (String(input) === '/api/wizards/accounts') return Response.json({ submissions })
      return Response.json({ draft })
    }),
  )
  return calls
}

describe('mergeDraft', () => {
  it('puts each saved field over the defaults, section by section, ignoring unknown ones', () => {
    const defaults = { a: { x: '', y: 1 }, b: { z: false } }
    expect(mergeDraft(defaults, { a: { x: 'saved', extra: 'no' }, b: 'not an object' })).toEqual({
      a: { x: 'saved', y: 1 },
      b: { z: false },
    })
    expect(mergeDraft(defaults, undefined)).toBe(defaults)
  })
})

describe('the account wizard', { timeout: 40_000 }, () => {
  afterEach(() => vi.unstubAllGlobals())
  const Page = formWizardPage('numbered')

  it('refuses Next while the step is invalid, then goes on and saves the draft without the password', async () => {
    const calls = stubApi(null)
    await renderWithProviders(<Page />, { session: { userAbilityRules: [] } })
    await screen.findByRole('heading', { name: 'Account details' }, { timeout: 15_000 })
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('Use 3 to 30 letters, digits, dots, hyphens or underscores')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Account details' })).toBeTruthy()

    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'jane.doe' } })
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'jane@example.com' } })
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-123' } })
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'secret-123' } })
    fireEvent.click(screen.getByRole('button', { name: 'Next' }))
    await screen.findByRole('heading', { name: 'Personal info' })
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true))
    const saved = calls.filter((call) => call.method === 'PUT').at(-1)!
    expect(saved.url).toBe('/api/wizards/drafts/form-wizard-numbered')
    expect(saved.body).toMatchObject({
      step: 1,
      data: { account: { username: 'jane.doe', email: 'jane@example.com' } },
    })
    expect(JSON.stringify(saved.body)).not.toContain('secret-123')

    // Back keeps what was typed.
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(((await screen.findByLabelText('Username')) as HTMLInputElement).value).toBe('jane.doe')
  })

  it('lists the submissions under the wizard, each saying where it went', async () => {
    const submission = (id: number, username: string, accountId: number | null): AccountSubmission => ({
      id,
      wizard: 'form-wizard-numbered',
      username,
      email: `${username}@example.com`,
      fullName: 'Jane Doe',
      accountId,
      createdAt: '2026-11-20T10:00:00.000Z',
    })
    stubApi(null, [submission(2, 'made', 41), submission(1, 'kept', null)])
    await renderWithProviders(<Page />, {
      session: { userAbilityRules: [{ action: 'manage', subject: 'all' }] },
    })
    const table = await screen.findByRole('table', { name: 'Your submissions' }, { timeout: 15_000 })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('made'),
      expect.stringContaining('Kept only (no account)'),
    ])
    expect(within(rows[0]!).getByRole('link', { name: 'Open made' }).getAttribute('href')).toBe(
      '/apps/user/view/41',
    )
  })

  it('opens at the step and with the values of the saved draft', async () => {
    stubApi({ step: 2, data: { personal: { firstName: 'Ana' }, social: { twitter: 'https://x.com/ana' } } })
    await renderWithProviders(<Page />, { session: { userAbilityRules: [] } })
    await screen.findByRole('heading', { name: 'Social links' }, { timeout: 15_000 })
    expect((screen.getByLabelText('Twitter') as HTMLInputElement).value).toBe('https://x.com/ana')
    expect(screen.getByText('Resumed from your draft')).toBeTruthy()
  })
})

describe('a submit the server refuses', { timeout: 40_000 }, () => {
  afterEach(() => vi.unstubAllGlobals())

  it("shows the server's field error under its field, on its step", async () => {
    const data = {
      type: { dealType: 'flat', discount: 5, region: 'asia' },
      details: {
        title: 'Sale',
        code: 'SALE10',
        description: '',
        offeredItems: ['nike-shoes'],
        startDate: '2026-05-01',
        endDate: '2026-05-31',
      },
      usage: { userType: 'all', maxUsers: 10, minCartAmount: 0, paymentMethod: 'any', singleUse: false },
    }
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init: RequestInit = {}) => {
        if (input === '/api/wizards/deals' && init.method === 'POST')
          return Response.json(
            {
              errors: { 'details.code': ['taken'] },
              codes: { 'details.code': [{ code: 'wizards.dealCode' }] },
            },
            { status: 400 },
          )
        return Response.json({ draft: { step: 3, data, updatedAt: '2026-01-01T00:00:00.000Z' } })
      }),
    )
    await renderWithProviders(<CreateDealPage />, { session: { userAbilityRules: [] } })
    await screen.findByRole('heading', { name: 'Review' }, { timeout: 15_000 })
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }))
    await screen.findByRole('heading', { name: 'Deal details' })
    expect(await screen.findByText('Use 4 to 12 capital letters and digits')).toBeTruthy()
  })
})
