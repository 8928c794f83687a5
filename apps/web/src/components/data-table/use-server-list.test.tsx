import { renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { SEARCH_TOTAL_CAP, type UserListQuery } from '@aurum/shared'
import { useServerList, type ListQueryResult } from './use-server-list'

type Person = { id: number; name: string }
type Answer = { people: Person[]; totalPeople: number; totalIsLowerBound: boolean; page?: number }

const params = (page: number): UserListQuery => ({
  page,
  itemsPerPage: 10,
  orderBy: 'asc',
  q: undefined,
  role: undefined,
})
const answer = (overrides: Partial<Answer>): Answer => ({
  people: [{ id: 1, name: 'Ada' }],
  totalPeople: 31,
  totalIsLowerBound: false,
  ...overrides,
})
const query = (data: Answer | undefined, more: Partial<ListQueryResult<Answer>> = {}) => ({
  data,
  isPlaceholderData: false,
  isFetching: false,
  error: null,
  refetch: vi.fn(),
  ...more,
})

function renderList(page: number, result: ListQueryResult<Answer>) {
  const setParams = vi.fn()
  const hook = renderHook(() =>
    useServerList({ params: params(page), setParams }, result, { rows: 'people', total: 'totalPeople' }),
  )
  return { list: hook.result.current, setParams }
}

describe('useServerList', () => {
  it('reads the rows, the total and its flag where the answer keeps them', () => {
    const { list, setParams } = renderList(
      1,
      query(answer({ totalPeople: SEARCH_TOTAL_CAP, totalIsLowerBound: true })),
    )
    expect(list.rows).toEqual([{ id: 1, name: 'Ada' }])
    expect(list.total).toBe(SEARCH_TOTAL_CAP)
    expect(list.totalIsLowerBound).toBe(true)
    expect(list.paging.page).toBe(1)
    expect(setParams).not.toHaveBeenCalled()
  })

  it('moves a page beyond the last to the last', () => {
    const { list, setParams } = renderList(9, query(answer({ totalPeople: 31 })))
    expect(list.paging.page).toBe(4)
    expect(setParams).toHaveBeenCalledWith({ page: 4 })
  })

  it('pages on past a lower-bound total', () => {
    const { list, setParams } = renderList(
      1500,
      query(answer({ totalPeople: SEARCH_TOTAL_CAP, totalIsLowerBound: true })),
    )
    expect(list.paging.page).toBe(1500)
    expect(setParams).not.toHaveBeenCalled()
  })

  it('follows the page the server says it served', () => {
    const { list, setParams } = renderList(3, query(answer({ page: 1 })))
    expect(list.paging.page).toBe(1)
    expect(setParams).toHaveBeenCalledWith({ page: null })
  })

  it('takes no placeholder (the previous answer) for a verdict on the page', () => {
    const { list, setParams } = renderList(9, query(answer({ totalPeople: 31 }), { isPlaceholderData: true }))
    expect(list.paging.page).toBe(9)
    expect(setParams).not.toHaveBeenCalled()
  })

  it('passes on the error and the retry', () => {
    const failed = query(undefined, { error: new Error('offline') })
    const { list } = renderList(1, failed)
    expect(list.rows).toBeUndefined()
    expect(list.error).toBeInstanceOf(Error)
    list.retry()
    expect(failed.refetch).toHaveBeenCalledTimes(1)
  })
})
