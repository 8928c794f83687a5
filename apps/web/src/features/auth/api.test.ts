import { describe, expect, it } from 'vitest'
import { redirectTarget } from './api'

const target = (query: string) => redirectTarget(new URLSearchParams(query))

describe('redirectTarget (where login goes next)', () => {
  it('goes to `/` without `to`', () => {
    expect(target('')).toBe('/')
  })
  it('goes to the wanted path and hands back the kept query', () => {
    expect(target('to=/apps/user/list')).toBe('/apps/user/list')
    expect(target('q=ann&to=%2Fapps%2Fuser%2Flist&page=2')).toBe('/apps/user/list?q=ann&page=2')
  })
  it('never leaves the site', () => {
    expect(target('to=https://evil.example')).toBe('/')
    expect(target('to=//evil.example/path')).toBe('/')
    expect(target('to=/\\evil.example')).toBe('/')
  })
  it('keeps the query for `/` too, as the role redirect keeps it', () => {
    expect(target('lang=fr')).toBe('/?lang=fr')
  })
})
