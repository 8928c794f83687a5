import { describe, expect, it } from 'vitest'
import { ADMIN_RULES, CLIENT_RULES, defineAbilityFor } from './index.js'
import {
  MATRIX_ACTIONS,
  MATRIX_SUBJECTS,
  matrixFromRules,
  rulesFromMatrix,
  rulesManageAll,
} from './matrix.js'

describe('permission matrix', () => {
  it('reads the spec roles: admin everything, client only AclDemo', () => {
    expect(Object.keys(matrixFromRules(ADMIN_RULES))).toHaveLength(MATRIX_SUBJECTS.length)
    expect(matrixFromRules(CLIENT_RULES)).toEqual({ AclDemo: ['read'] })
    expect(rulesManageAll(ADMIN_RULES)).toBe(true)
  })
  it('turns a matrix into rules that allow exactly the ticked boxes', () => {
    const rules = rulesFromMatrix({ Product: ['read'], Order: ['read', 'update'] })
    const ability = defineAbilityFor(rules)
    expect(ability.can('read', 'Product')).toBe(true)
    expect(ability.can('update', 'Product')).toBe(false)
    expect(ability.can('update', 'Order')).toBe(true)
    expect(ability.can('delete', 'Order')).toBe(false)
    expect(ability.can('read', 'User')).toBe(false)
    expect(matrixFromRules(rules)).toEqual({ Product: ['read'], Order: ['read', 'update'] })
  })
  it('stores a full matrix as manage all', () => {
    const full = Object.fromEntries(MATRIX_SUBJECTS.map((subject) => [subject, [...MATRIX_ACTIONS]]))
    expect(rulesFromMatrix(full)).toEqual([{ action: 'manage', subject: 'all' }])
  })
})
