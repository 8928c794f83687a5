import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { createInstance } from 'i18next'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { userListQuerySchema } from '@aurum/shared'
import { useListParams } from '@/lib/list-params'
import { NotificationsProvider } from '../notifications'
import { ListFilterSelect, ListPage } from './list-page'
import { useDeleteConfirmation } from './use-delete-confirmation'

const here = path.dirname(fileURLToPath(import.meta.url))
const i18n = createInstance()
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: {
    en: {
      translation: JSON.parse(readFileSync(path.join(here, '../../app/layouts/locales/en.json'), 'utf8')),
    },
  },
  interpolation: { escapeValue: false },
  showSupportNotice: false,
})

type Person = { id: number; name: string }
const remove = vi.fn<(person: Person) => Promise<void>>()

function PeoplePage() {
  const list = useListParams(userListQuerySchema)
  const deletion = useDeleteConfirmation({
    remove,
    pending: false,
    title: () => 'Delete this person?',
    text: (person: Person) => `${person.name} will be deleted.`,
    done: (person) => `${person.name} was deleted`,
    failed: (error) => (error instanceof RangeError ? { message: 'Refused', close: true } : undefined),
  })
  return (
    <ListPage
      title="People"
      stats={<p>figures</p>}
      list={list}
      searchLabel="Search people"
      filters={
        <ListFilterSelect
          list={list}
          param="status"
          label="Status"
          options={[
            { value: 'active', label: 'Active' },
            { value: 'pending', label: 'Pending' },
          ]}
        />
      }
      exportCsv={{ path: '/api/people/export.csv', fileName: 'people.csv' }}
      add={{ label: 'Add person', to: '/people/add' }}
      bulkDelete={null}
    >
      <button type="button" onClick={() => deletion.ask({ id: 1, name: 'Ada' })}>
        Delete Ada
      </button>
      {deletion.dialog}
    </ListPage>
  )
}

function renderPage(url: string) {
  window.history.replaceState(null, '', url)
  const router = createBrowserRouter([{ path: '/people', element: <PeoplePage /> }])
  render(
    <I18nextProvider i18n={i18n}>
      <NotificationsProvider>
        <RouterProvider router={router} />
      </NotificationsProvider>
    </I18nextProvider>,
  )
  return router
}

// MUI in jsdom renders slowly on a busy machine: more than the default 5 s per test.
describe('ListPage', { timeout: 30_000 }, () => {
  afterEach(() => {
    cleanup()
    remove.mockReset()
  })

  it('frames the list: heading, figures, filters, search, export and add', () => {
    renderPage('/people?q=ada')
    expect(screen.getByRole('heading', { level: 1, name: 'People' })).toBeTruthy()
    expect(screen.getByText('figures')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 2, name: 'Filters' })).toBeTruthy()
    expect((screen.getByLabelText('Search people') as HTMLInputElement).value).toBe('ada')
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Add person' }).getAttribute('href')).toBe('/people/add')
  })

  it('holds a filter in the URL, back on page 1, and "All" clears it', async () => {
    const router = renderPage('/people?page=3')
    expect(screen.getByRole('combobox', { name: 'Status' }).textContent).toBe('All')
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }))
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Pending' }))
    await waitFor(() => expect(router.state.location.search).toBe('?status=pending'))
    expect(screen.getByRole('combobox', { name: 'Status' }).textContent).toBe('Pending')
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }))
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'All' }))
    await waitFor(() => expect(router.state.location.search).toBe(''))
  })

  it('deletes after confirmation and says so', async () => {
    remove.mockResolvedValue(undefined)
    renderPage('/people')
    fireEvent.click(screen.getByRole('button', { name: 'Delete Ada' }))
    const dialog = screen.getByRole('dialog', { name: 'Delete this person?' })
    expect(within(dialog).getByText('Ada will be deleted.')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    // The page is hidden from assistive technology until the dialog's exit transition ends.
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Ada was deleted'), {
      timeout: 5000,
    })
    expect(remove).toHaveBeenCalledWith({ id: 1, name: 'Ada' })
  })

  it('keeps the dialog open to retry a failure, and closes it on a refusal', async () => {
    remove.mockRejectedValueOnce(new Error('offline')).mockRejectedValueOnce(new RangeError('409'))
    renderPage('/people')
    fireEvent.click(screen.getByRole('button', { name: 'Delete Ada' }))
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    // The open dialog hides the rest of the page (the snackbar too) from assistive technology.
    await waitFor(() =>
      expect(screen.getByRole('alert', { hidden: true }).textContent).toContain('It could not be deleted.'),
    )
    expect(screen.getByRole('dialog', { name: 'Delete this person?' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.getByRole('alert', { hidden: true }).textContent).toContain('Refused'))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
})
