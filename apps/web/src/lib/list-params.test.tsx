import { describe, expect, it } from 'vitest'
import { userListQuerySchema } from '@aurum/shared'
import { applyListParamsPatch, parseListParams } from './list-params'

describe('parseListParams', () => {
  it('reads a valid list query with its defaults', () => {
    const params = parseListParams(userListQuerySchema, new URLSearchParams('q=ann&page=3&sortBy=email&orderBy=desc'))
    expect(params).toMatchObject({ q: 'ann', page: 3, itemsPerPage: 10, sortBy: 'email', orderBy: 'desc' })
  })
  it('drops only the fields a hand-edited URL got wrong', () => {
    const params = parseListParams(userListQuerySchema, new URLSearchParams('q=ann&page=-4&sortBy=nope&status=active'))
    expect(params).toMatchObject({ q: 'ann', page: 1, status: 'active' })
    expect(params.sortBy).toBeUndefined()
  })
})

describe('applyListParamsPatch', () => {
  it('returns to page 1 when a filter changes, keeps the page when only the page changes', () => {
    const start = new URLSearchParams('q=ann&page=4')
    expect(applyListParamsPatch(start, { status: 'active' }).toString()).toBe('q=ann&status=active')
    expect(applyListParamsPatch(start, { page: 5 }).toString()).toBe('q=ann&page=5')
  })
  it('removes cleared values', () => {
    expect(applyListParamsPatch(new URLSearchParams('q=ann&role=admin'), { q: '' }).toString()).toBe('role=admin')
  })
})
