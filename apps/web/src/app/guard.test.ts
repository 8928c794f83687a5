import { describe, expect, it } from 'vitest'
import { defineAbilityFor, ADMIN_RULES, CLIENT_RULES } from '@aurum/shared'
import type { RouteMeta } from '../lib/route-types'
import { decideGuard, homePathFor, loginRedirect } from './guard'

const admin = defineAbilityFor(ADMIN_RULES)
const client = defineAbilityFor(CLIENT_RULES)
const visitor = defineAbilityFor([])

function decide(meta: RouteMeta, who: 'admin' | 'client' | 'visitor', pathname = '/x', search = '') {
  const ability = who === 'admin' ? admin : who === 'client' ? client : visitor
  return decideGuard({
    meta,
    loggedIn: who !== 'visitor',
    can: (action, subject) => ability.can(action, subject),
    pathname,
    search,
  })
}

describe('decideGuard', () => {
  it('always allows public routes', () => {
    for (const who of ['admin', 'client', 'visitor'] as const)
      expect(decide({ public: true }, who)).toEqual({ allow: true })
  })

  it('sends logged-in users away from unauthenticated-only routes to /', () => {
    expect(decide({ unauthenticatedOnly: true }, 'admin')).toEqual({ allow: false, redirectTo: '/' })
    expect(decide({ unauthenticatedOnly: true }, 'client')).toEqual({ allow: false, redirectTo: '/' })
    expect(decide({ unauthenticatedOnly: true }, 'visitor')).toEqual({ allow: true })
  })

  it('checks the ability of the route', () => {
    const acl: RouteMeta = { action: 'read', subject: 'AclDemo' }
    const users: RouteMeta = { action: 'read', subject: 'User' }
    expect(decide(acl, 'client')).toEqual({ allow: true })
    expect(decide(acl, 'admin')).toEqual({ allow: true })
    expect(decide(users, 'admin')).toEqual({ allow: true })
    expect(decide(users, 'client')).toEqual({ allow: false, redirectTo: '/not-authorized' })
  })

  it('sends a visitor to login with the query kept and `to` set', () => {
    expect(
      decide({ action: 'read', subject: 'User' }, 'visitor', '/apps/user/list', '?page=2&q=ann'),
    ).toEqual({
      allow: false,
      redirectTo: '/login?page=2&q=ann&to=%2Fapps%2Fuser%2Flist',
    })
  })

  it('omits `to` for /home', () => {
    expect(loginRedirect('/home', '?a=1')).toBe('/login?a=1')
    expect(loginRedirect('/home', '')).toBe('/login')
  })

  it('requires a login on routes that name no ability', () => {
    expect(decide({}, 'client')).toEqual({ allow: true })
    expect(decide({}, 'visitor', '/pages/faq')).toEqual({
      allow: false,
      redirectTo: '/login?to=%2Fpages%2Ffaq',
    })
  })
})

describe('homePathFor', () => {
  it('routes by role', () => {
    expect(homePathFor('admin', true)).toBe('/dashboards/crm')
    expect(homePathFor('client', true)).toBe('/access-control')
    expect(homePathFor('editor', true)).toBe('/home')
    expect(homePathFor(undefined, false)).toBe('/home')
  })
})
