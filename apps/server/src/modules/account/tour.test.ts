import { describe, expect, it } from 'vitest'
import { useTestAppWithLogins } from '../../test/test-app.js'

const { api, admin, client } = useTestAppWithLogins()

describe('/api/account/tour', () => {
  it('401 for a visitor', async () => {
    expect((await api.request('/api/account/tour')).status).toBe(401)
    expect(
      (await api.request('/api/account/tour', { method: 'PUT', body: { dismissed: true } })).status,
    ).toBe(401)
  })

  it('is offered until dismissed, stays dismissed for that user only, and can be offered again', async () => {
    expect((await admin('/api/account/tour')).json).toEqual({ dismissed: false })
    const dismissed = await admin('/api/account/tour', { method: 'PUT', body: { dismissed: true } })
    expect(dismissed.status).toBe(200)
    expect((await admin('/api/account/tour')).json).toEqual({ dismissed: true })
    expect((await client('/api/account/tour')).json).toEqual({ dismissed: false })
    await admin('/api/account/tour', { method: 'PUT', body: { dismissed: false } })
    expect((await admin('/api/account/tour')).json).toEqual({ dismissed: false })
  })

  it.each([{}, { dismissed: 'yes' }, { dismissed: null }])('400 for %j', async (body) => {
    expect((await client('/api/account/tour', { method: 'PUT', body })).status).toBe(400)
  })
})
