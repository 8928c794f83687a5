import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { createElement } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '@/test/render'
import { ValidationDemo } from './examples/validation/validation-demo'

type Answer = { status: number; body: unknown }

/** A fetch answering the availability check and the submit; records what was asked. */
function stubServer({ taken = [] as string[], submit = { status: 200, body: {} } as Answer } = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost')
    if (url.pathname === '/api/forms/username-availability') {
      const available = !taken.includes(url.searchParams.get('username')!.toLowerCase())
      return new Response(JSON.stringify({ available }), { status: 200 })
    }
    if (url.pathname === '/api/forms/validation-demo' && init?.method === 'POST')
      return new Response(JSON.stringify(submit.body), { status: submit.status })
    return new Response('{}', { status: 404 })
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

afterEach(() => vi.unstubAllGlobals())

const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } })
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit' })))

function fillValid() {
  type(field(/full name/i), 'Ada Lovelace')
  type(field(/username/i), 'ada.l')
  type(field(/^email/i), 'ada@example.com')
  type(field(/age/i), '36')
  type(screen.getByLabelText(/^password/i), 'Engine#1843')
  type(screen.getByLabelText(/confirm password/i), 'Engine#1843')
  type(screen.getByLabelText(/start date/i), '2026-03-01')
  type(screen.getByLabelText(/end date/i), '2026-03-15')
  fireEvent.click(screen.getByRole('checkbox', { name: /accept the terms/i }))
}

describe('the validation demo', { timeout: 30_000 }, () => {
  it('on an empty submit: announces the errors, links each to its field and focuses the first', async () => {
    stubServer()
    await renderWithProviders(createElement(ValidationDemo))
    await submit()
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^9 errors/))
    const fullName = field(/full name/i)
    expect(document.activeElement).toBe(fullName)
    expect(fullName.getAttribute('aria-invalid')).toBe('true')
    const helper = document.getElementById(fullName.getAttribute('aria-describedby')!)
    expect(helper?.textContent).toBe('This field is required')
    const terms = screen.getByRole('checkbox', { name: /accept the terms/i })
    expect(document.getElementById(terms.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Accept the terms to continue',
    )
    // Fixing a field clears its error and the count follows.
    type(fullName, 'Ada Lovelace')
    await waitFor(() => expect(fullName.getAttribute('aria-invalid')).toBe('false'))
    expect(screen.getByRole('status').textContent).toMatch(/^8 errors/)
  })

  it('clears a cross-field error when the other side is fixed', async () => {
    stubServer()
    await renderWithProviders(createElement(ValidationDemo))
    const password = screen.getByLabelText(/^password/i)
    const confirm = screen.getByLabelText(/confirm password/i)
    type(password, 'Engine#1843')
    type(confirm, 'Engine#1844')
    fireEvent.blur(confirm)
    await waitFor(() => expect(screen.getByText('The passwords do not match')).toBeTruthy())
    type(password, 'Engine#1844')
    await waitFor(() => expect(screen.queryByText('The passwords do not match')).toBeNull())
    expect(confirm.getAttribute('aria-invalid')).toBe('false')
  })

  it('refuses a username the server says is taken, and accepts another', async () => {
    stubServer({ taken: ['johndoe'] })
    await renderWithProviders(createElement(ValidationDemo))
    const username = field(/username/i)
    type(username, 'JohnDoe')
    fireEvent.blur(username)
    await waitFor(() => expect(screen.getByText('This username is already taken')).toBeTruthy(), {
      timeout: 3000,
    })
    type(username, 'ada.l')
    await waitFor(() => expect(screen.getByText('This username is available')).toBeTruthy(), {
      timeout: 3000,
    })
    expect(username.getAttribute('aria-invalid')).toBe('false')
  })

  it('sends a valid form and shows what the server would save', async () => {
    const saved = {
      fullName: 'Ada Lovelace',
      username: 'ada.l',
      email: 'ada@example.com',
      age: 36,
      bio: '',
      startDate: '2026-03-01',
      endDate: '2026-03-15',
      acceptTerms: true,
    }
    const fetchMock = stubServer({ submit: { status: 200, body: saved } })
    await renderWithProviders(createElement(ValidationDemo))
    fillValid()
    await submit()
    await waitFor(() => expect(screen.getByText('What the server would save')).toBeTruthy())
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!
    expect(JSON.parse(String(post[1]!.body))).toMatchObject({ username: 'ada.l', age: 36, acceptTerms: true })
  })

  it("puts the server's field errors under the fields", async () => {
    stubServer({
      submit: {
        status: 400,
        body: {
          errors: { username: ['This username is already taken'] },
          codes: { username: [{ code: 'common.usernameTaken' }] },
        },
      },
    })
    await renderWithProviders(createElement(ValidationDemo))
    fillValid()
    await submit()
    await waitFor(() => expect(screen.getByText('This username is already taken')).toBeTruthy())
    expect(document.activeElement).toBe(field(/username/i))
    expect(screen.getByRole('status').textContent).toMatch(/^1 error:/)
  })
})
