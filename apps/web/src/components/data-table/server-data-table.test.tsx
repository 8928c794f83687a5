import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { createInstance } from 'i18next'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SEARCH_TOTAL_CAP, type UserListQuery, type UserSortKey } from '@aurum/shared'
import { stubWindowWidth } from '@/test/match-media'
import type { SortKeyOf } from './use-server-list'
import {
  gridRowCount,
  phoneColumns,
  ServerDataTable,
  type ListColumns,
  type ServerTableState,
  type TablePaging,
} from './server-data-table'

const here = path.dirname(fileURLToPath(import.meta.url))
const frameStrings = (language: string): Record<string, unknown> =>
  JSON.parse(readFileSync(path.join(here, `../../app/layouts/locales/${language}.json`), 'utf8'))

function i18nIn(language: string) {
  const i18n = createInstance()
  void i18n.use(initReactI18next).init({
    lng: language,
    resources: { [language]: { translation: frameStrings(language) } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  })
  return i18n
}

type Person = { id: number; name: string; email: string }
const people = (from: number, count: number): Person[] =>
  Array.from({ length: count }, (_, index) => ({
    id: from + index,
    name: `Person ${from + index}`,
    email: `p${from + index}@example.com`,
  }))

const columns: ListColumns<Person, UserSortKey> = [
  { field: 'name', headerName: 'Name', sortKey: 'user' },
  { field: 'email', headerName: 'Email' },
]

function tableState(overrides: Partial<ServerTableState<Person, UserSortKey>>) {
  return {
    rows: people(1, 10),
    total: 53,
    totalIsLowerBound: false,
    paging: { page: 1, itemsPerPage: 10, orderBy: 'asc' } as TablePaging<UserSortKey>,
    onPagingChange: vi.fn(),
    loading: false,
    error: null,
    retry: vi.fn(),
    ...overrides,
  } satisfies ServerTableState<Person, UserSortKey>
}

function renderTable(list: ServerTableState<Person, UserSortKey>, language = 'en') {
  return render(
    <I18nextProvider i18n={i18nIn(language)}>
      <MemoryRouter>
        <ServerDataTable label="People" list={list} columns={columns} emptyText="Nobody here" />
      </MemoryRouter>
    </I18nextProvider>,
  )
}

const nextPage = () => screen.getByRole('button', { name: /next page/i })

describe('gridRowCount', () => {
  const page = (number: number) => ({ page: number, itemsPerPage: 10 })
  it('is the total when the total is exact', () => {
    expect(gridRowCount(53, false, page(1), 10)).toBe(53)
  })
  it('lets a lower bound page on while pages are full, and stops at a short page', () => {
    expect(gridRowCount(SEARCH_TOTAL_CAP, true, page(1), 10)).toBe(SEARCH_TOTAL_CAP)
    expect(gridRowCount(SEARCH_TOTAL_CAP, true, page(1000), 10)).toBe(SEARCH_TOTAL_CAP + 1)
    expect(gridRowCount(SEARCH_TOTAL_CAP, true, page(1200), 10)).toBe(12_001)
    expect(gridRowCount(SEARCH_TOTAL_CAP, true, page(1201), 4)).toBe(12_004)
  })
})

// MUI in jsdom renders slowly on a busy machine: more than the default 5 s per test.
describe('ServerDataTable', { timeout: 30_000 }, () => {
  afterEach(cleanup)

  it('names the table and shows the exact total in the pager', () => {
    renderTable(tableState({}))
    expect(screen.getByRole('table', { name: 'People' })).toBeTruthy()
    expect(screen.getByText('1–10 of 53')).toBeTruthy()
  })

  it('shows a capped search total as "10,000+" and still pages forward', () => {
    const list = tableState({ total: SEARCH_TOTAL_CAP, totalIsLowerBound: true })
    renderTable(list)
    expect(screen.getByText('1–10 of 10,000+')).toBeTruthy()
    fireEvent.click(nextPage())
    expect(list.onPagingChange).toHaveBeenCalledWith({ page: 2 })
  })

  it('pages past the counted matches while pages come back full', () => {
    const list = tableState({
      rows: people(10_001, 10),
      total: SEARCH_TOTAL_CAP,
      totalIsLowerBound: true,
      paging: { page: 1001, itemsPerPage: 10, orderBy: 'asc' },
    })
    renderTable(list)
    expect(screen.getByText('10,001–10,010 of 10,000+')).toBeTruthy()
    expect((nextPage() as HTMLButtonElement).disabled).toBe(false)
    fireEvent.click(nextPage())
    expect(list.onPagingChange).toHaveBeenCalledWith({ page: 1002 })
  })

  it('stops at the short page that ends a capped search', () => {
    renderTable(
      tableState({
        rows: people(10_011, 3),
        total: SEARCH_TOTAL_CAP,
        totalIsLowerBound: true,
        paging: { page: 1002, itemsPerPage: 10, orderBy: 'asc' },
      }),
    )
    expect(screen.getByText('10,011–10,013 of 10,000+')).toBeTruthy()
    expect((nextPage() as HTMLButtonElement).disabled).toBe(true)
  })

  it('writes the capped total in the reader’s language', () => {
    renderTable(tableState({ total: SEARCH_TOTAL_CAP, totalIsLowerBound: true }), 'es')
    const cap = new Intl.NumberFormat('es').format(SEARCH_TOTAL_CAP)
    expect(cap).toBe('10.000')
    expect(screen.getByText(`1–10 de ${cap}+`)).toBeTruthy()
    cleanup()
    renderTable(tableState({ total: SEARCH_TOTAL_CAP, totalIsLowerBound: true }), 'ar')
    const arabic = new Intl.NumberFormat('ar')
    expect(
      screen.getByText(`${arabic.format(1)}–${arabic.format(10)} من ${arabic.format(SEARCH_TOTAL_CAP)}+`),
    ).toBeTruthy()
  })

  it('sorts by the sort key a column names, and not by a column without one', () => {
    const list = tableState({})
    renderTable(list)
    const grid = screen.getByRole('table', { name: 'People' })
    fireEvent.click(within(grid).getByRole('columnheader', { name: 'Name' }))
    expect(list.onPagingChange).toHaveBeenCalledWith({ sortBy: 'user', orderBy: 'asc' })
    fireEvent.click(within(grid).getByRole('columnheader', { name: 'Email' }))
    expect(list.onPagingChange).toHaveBeenCalledTimes(1)
  })

  it('marks the column of the current sort', () => {
    renderTable(tableState({ paging: { page: 1, itemsPerPage: 10, sortBy: 'user', orderBy: 'desc' } }))
    const header = screen.getByRole('columnheader', { name: 'Name' })
    expect(header.getAttribute('aria-sort')).toBe('descending')
  })

  it('says so when there is nothing', () => {
    renderTable(tableState({ rows: [], total: 0 }))
    expect(screen.getByText('Nobody here')).toBeTruthy()
  })

  it('gives way to the error, with a retry', () => {
    const list = tableState({ rows: undefined, total: undefined, error: new Error('offline') })
    renderTable(list)
    expect(screen.queryByRole('table')).toBeNull()
    expect(screen.getByText('The data could not be loaded.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(list.retry).toHaveBeenCalledTimes(1)
  })
})

// Sort keys come from the shared schema: a column naming a key the schema does not have (a key
// renamed in packages/shared) fails the typecheck (npm run typecheck compiles this file).
describe('sort keys are typed against the shared schema', () => {
  type UsersParams = UserListQuery
  it('accepts the schema’s keys and refuses others', () => {
    const fromSchema: SortKeyOf<UsersParams>[] = ['user', 'email', 'role', 'plan', 'status']
    const good: ListColumns<Person, SortKeyOf<UsersParams>> = [{ field: 'name', sortKey: 'user' }]
    // @ts-expect-error 'fullName' is a field, not one of USER_SORT_KEYS
    const wrong: ListColumns<Person, SortKeyOf<UsersParams>> = [{ field: 'name', sortKey: 'fullName' }]
    const list = tableState({})
    const table = (
      // @ts-expect-error the table's columns must use the list's sort keys
      <ServerDataTable label="People" list={list} columns={[{ field: 'name', sortKey: 'price' }]} />
    )
    expect([fromSchema.length, good.length, wrong.length, table.type]).toEqual([5, 1, 1, ServerDataTable])
  })
})

describe('phoneColumns', () => {
  const cols = [{ field: 'a' }, { field: 'b' }, { field: 'c' }, { field: 'actions' }]
  it('keeps every column on a wide screen, and a table of two columns anywhere', () => {
    expect(phoneColumns(cols, false)).toEqual({ shown: cols, folded: [] })
    expect(phoneColumns(cols.slice(0, 2), true).folded).toEqual([])
  })
  it('on a phone keeps the first column and the actions, or the marked ones and the actions', () => {
    expect(phoneColumns(cols, true)).toEqual({
      shown: [{ field: 'a' }, { field: 'actions' }],
      folded: [{ field: 'b' }, { field: 'c' }],
    })
    const marked = [
      { field: 'a' },
      { field: 'b', phone: true },
      { field: 'c', phone: true },
      { field: 'actions' },
    ]
    expect(phoneColumns(marked, true).shown.map((column) => column.field)).toEqual(['b', 'c', 'actions'])
  })
})

describe('ServerDataTable on a phone', { timeout: 30_000 }, () => {
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('folds the other columns into each row’s details and sorts from one select', async () => {
    stubWindowWidth(390)
    const list = tableState({})
    const wide: ListColumns<Person, UserSortKey> = [
      { field: 'name', headerName: 'Name', sortKey: 'user' },
      { field: 'email', headerName: 'Email', sortKey: 'email' },
      { field: 'id', headerName: 'Number' },
    ]
    render(
      <I18nextProvider i18n={i18nIn('en')}>
        <MemoryRouter>
          <ServerDataTable label="People" list={list} columns={wide} />
        </MemoryRouter>
      </I18nextProvider>,
    )
    const table = screen.getByRole('table', { name: 'People' })
    expect(within(table).queryByRole('columnheader', { name: 'Email' })).toBeNull()
    expect(within(table).queryByText('p1@example.com')).toBeNull()
    const [firstToggle] = within(table).getAllByRole('button', { name: 'Show details' })
    fireEvent.click(firstToggle!)
    expect(firstToggle!.getAttribute('aria-expanded')).toBe('true')
    const details = within(table).getByText('p1@example.com').closest('dl')!
    expect(within(details).getByText('Email')).toBeTruthy()
    expect(within(details).getByText('Number')).toBeTruthy()
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Sort by' }))
    fireEvent.click(await screen.findByRole('option', { name: 'Email (descending)' }))
    expect(list.onPagingChange).toHaveBeenCalledWith({ sortBy: 'email', orderBy: 'desc' })
  })
})
