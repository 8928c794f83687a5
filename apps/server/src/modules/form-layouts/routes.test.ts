import { beforeAll, describe, expect, it } from 'vitest'
import { COMMON_MESSAGES, FORM_VALIDATION_MESSAGES as M } from '@aurum/shared'
import { users } from '../../db/schema/index.js'
import { useTestAppWithLogins } from '../../test/test-app.js'

let takenUsername: string

const { api, client } = useTestAppWithLogins()

beforeAll(async () => {
  const [someone] = await api.db.select({ username: users.username }).from(users).limit(1)
  takenUsername = someone!.username
})

const availability = (username: string) =>
  `/api/forms/username-availability?username=${encodeURIComponent(username)}`

const form = {
  fullName: 'Ada Lovelace',
  username: 'ada.l-demo',
  email: 'ada@example.com',
  age: 36,
  bio: 'Poetical science',
  password: 'Engine#1843',
  confirmPassword: 'Engine#1843',
  startDate: '2026-03-01',
  endDate: '2026-03-15',
  acceptTerms: true,
}

describe('GET /api/forms/username-availability', () => {
  it('401 for a visitor', async () => {
    expect((await api.request(availability('someone'))).status).toBe(401)
  })

  it('answers only whether the username is free, in any case', async () => {
    const taken = await client(availability(takenUsername.toUpperCase()))
    expect(taken.status).toBe(200)
    expect(taken.json).toEqual({ available: false })
    const admin = await client(availability('JohnDoe'))
    expect(admin.json).toEqual({ available: false })
    const free = await client(availability('nobody.has.this'))
    expect(free.json).toEqual({ available: true })
  })

  it('400 for a missing or malformed username', async () => {
    expect((await client('/api/forms/username-availability')).status).toBe(400)
    const bad = await client(availability('1 or 1=1'))
    expect(bad.status).toBe(400)
    expect(bad.json.codes.username[0].code).toBe(M.usernamePattern)
  })
})

describe('POST /api/forms/validation-demo', () => {
  const post = (body: unknown) => client('/api/forms/validation-demo', { method: 'POST', body })

  it('401 for a visitor', async () => {
    const answer = await api.request('/api/forms/validation-demo', { method: 'POST', body: form })
    expect(answer.status).toBe(401)
  })

  it('answers the parsed form without the passwords', async () => {
    const answer = await post({ ...form, fullName: '  Ada Lovelace ', age: '36' })
    expect(answer.status).toBe(200)
    expect(answer.json).toEqual({
      fullName: 'Ada Lovelace',
      username: 'ada.l-demo',
      email: 'ada@example.com',
      age: 36,
      bio: 'Poetical science',
      startDate: '2026-03-01',
      endDate: '2026-03-15',
      acceptTerms: true,
    })
  })

  it('400 with each field reason, by the same schema as the page', async () => {
    const answer = await post({
      ...form,
      email: 'ada@',
      confirmPassword: 'Engine#1844',
      endDate: '2026-02-01',
      acceptTerms: false,
    })
    expect(answer.status).toBe(400)
    const first = (field: string) => answer.json.codes[field]?.[0]?.code as string | undefined
    expect(first('email')).toBe(M.email)
    expect(first('confirmPassword')).toBe(M.passwordsDiffer)
    expect(first('endDate')).toBe(M.endBeforeStart)
    expect(first('acceptTerms')).toBe(M.termsRequired)
    expect(first('fullName')).toBeUndefined()
  })

  it('400 on the username when it is taken', async () => {
    const answer = await post({ ...form, username: takenUsername })
    expect(answer.status).toBe(400)
    expect(answer.json.codes).toEqual({ username: [{ code: COMMON_MESSAGES.usernameTaken }] })
  })
})
