import { describe, expect, it } from 'vitest'
import { defineAbilityFor, ADMIN_RULES, CLIENT_RULES } from '../abilities/index.js'
import { englishOf } from '../errors/messages.js'
import { issueOfZod } from '../errors/validation.js'
import { userListQuerySchema } from './users.js'

describe('list query schemas', () => {
  it('apply the spec defaults: page 1, 10 items, ascending', () => {
    expect(userListQuerySchema.parse({})).toEqual({ page: 1, itemsPerPage: 10, orderBy: 'asc' })
  })

  it('treat empty filters as no filter and coerce numbers from query text', () => {
    expect(userListQuerySchema.parse({ q: '  ', role: '', plan: '', page: '3', itemsPerPage: '25' })).toEqual(
      {
        page: 3,
        itemsPerPage: 25,
        orderBy: 'asc',
      },
    )
  })

  it('name the allowed values when a sort key is unknown', () => {
    const result = userListQuerySchema.safeParse({ sortBy: 'password' })
    expect(result.success).toBe(false)
    expect(result.error!.issues[0]!.path).toEqual(['sortBy'])
    const issue = issueOfZod(result.error!.issues[0]!)
    expect(issue).toEqual({
      code: 'validation.invalid_value',
      params: { values: 'user, email, role, plan, status' },
    })
    expect(englishOf(issue.code, issue.params)).toBe('Must be one of: user, email, role, plan, status')
  })
})

describe('abilities', () => {
  it('admin manages everything; client only reads AclDemo', () => {
    const admin = defineAbilityFor(ADMIN_RULES)
    expect(admin.can('delete', 'User')).toBe(true)
    const client = defineAbilityFor(CLIENT_RULES)
    expect(client.can('read', 'AclDemo')).toBe(true)
    expect(client.can('read', 'User')).toBe(false)
    expect(client.can('update', 'AclDemo')).toBe(false)
  })
})
