// The plans on sale (public) and subscribing one's own account with the test card.
import { describe, expect, it } from 'vitest'
import { useTestAppWithLogins } from '../../test/test-app.js'

const { api, client } = useTestAppWithLogins()

describe('plans and subscription', () => {
  it('answers the plans publicly and subscribes a signed-in account with the test card only', async () => {
    const plans = await api.request('/api/pages/pricing')
    expect(plans.status).toBe(200)
    expect(plans.json.plans.map((plan: { code: string }) => plan.code)).toEqual([
      'basic',
      'team',
      'company',
      'enterprise',
    ])
    const card = { name: 'Jane Doe', number: '4242424242424242', expiry: '12/30', cvc: '123' }
    expect(
      (
        await api.request('/api/account/subscription', {
          method: 'POST',
          body: { plan: 'team', cycle: 'annual', card },
        })
      ).status,
    ).toBe(401)
    const declined = await client('/api/account/subscription', {
      method: 'POST',
      body: { plan: 'team', cycle: 'annual', card: { ...card, number: '4000 0566 5566 5556' } },
    })
    expect(declined.status).toBe(409)
    const answer = await client('/api/account/subscription', {
      method: 'POST',
      body: { plan: 'team', cycle: 'annual', card },
    })
    expect(answer.status).toBe(200)
    const team = plans.json.plans.find((plan: { code: string }) => plan.code === 'team')
    expect(answer.json.charged).toBe(Math.round(team.annualMonthlyPrice * 12 * 100) / 100)
    // Billing shows the plan as paid: yearly (issue 29.8).
    expect((await client('/api/account/billing')).json).toMatchObject({
      currentPlan: 'team',
      cycle: 'annual',
    })
    const monthly = await client('/api/account/subscription', {
      method: 'POST',
      body: { plan: 'team', cycle: 'monthly', card },
    })
    expect(monthly.json.charged).toBe(team.monthlyPrice)
    expect((await client('/api/account/billing')).json.cycle).toBe('monthly')
  })
})
