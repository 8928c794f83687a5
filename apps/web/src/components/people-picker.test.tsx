import { useState } from 'react'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Person } from '@aurum/shared'
import { renderWithProviders } from '../test/render'
import { PeoplePicker } from './people-picker'

const PEOPLE: Person[] = [
  { id: 4, name: 'Ada Lovelace', avatar: null },
  { id: 9, name: 'Alan Turing', avatar: null },
]

/** The look-up as the server answers it: by ids, or by a name term. */
function stubLookUp() {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost')
    const ids = url.searchParams.getAll('ids').map(Number)
    const term = url.searchParams.get('q')?.toLowerCase() ?? ''
    return Response.json(
      ids.length
        ? PEOPLE.filter((person) => ids.includes(person.id))
        : PEOPLE.filter((person) => person.name.toLowerCase().includes(term)),
    )
  })
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}
const asked = (fetchMock: ReturnType<typeof stubLookUp>) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'))

function Harness({ initial, onChange }: { initial: number[]; onChange: (ids: number[]) => void }) {
  const [value, setValue] = useState(initial)
  return (
    <PeoplePicker
      lookupPath="/api/apps/calendar/people"
      value={value}
      onChange={(ids) => {
        setValue(ids)
        onChange(ids)
      }}
      label="Guests"
      noOptionsText="No one found"
      loadingText="Searching…"
    />
  )
}

describe('PeoplePicker', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows the chosen people by name, read once by their ids', async () => {
    const fetchMock = stubLookUp()
    await renderWithProviders(<Harness initial={[9]} onChange={() => undefined} />)
    expect(await screen.findByRole('button', { name: 'Alan Turing' })).toBeTruthy()
    expect(asked(fetchMock).map((url) => url.searchParams.getAll('ids'))).toEqual([['9']])
  })

  it('asks the server once typing pauses, and adds the person picked', async () => {
    const fetchMock = stubLookUp()
    const onChange = vi.fn()
    await renderWithProviders(<Harness initial={[]} onChange={onChange} />)
    const field = screen.getByRole('combobox', { name: 'Guests' })
    fireEvent.mouseDown(field)
    fireEvent.change(field, { target: { value: 'a' } })
    fireEvent.change(field, { target: { value: 'ad' } })
    fireEvent.change(field, { target: { value: 'ada' } })
    const terms = () => asked(fetchMock).map((url) => url.searchParams.get('q'))
    await waitFor(() => expect(terms()).toContain('ada'))
    // One request once typing paused: none for the keys typed in between.
    expect(terms()).not.toContain('a')
    expect(terms()).not.toContain('ad')
    // The list is the server's answer as it is (it filtered).
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Alan Turing' })).toBeNull())
    fireEvent.click(await screen.findByRole('option', { name: 'Ada Lovelace' }))
    expect(onChange).toHaveBeenLastCalledWith([4])
    expect(await screen.findByRole('button', { name: 'Ada Lovelace' })).toBeTruthy()
  })
})
