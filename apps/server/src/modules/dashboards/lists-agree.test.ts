// One figure for one fact: every dashboard figure that a list page shows too (its cards, its
// total, a filter's total) reads the same in both answers, each read over HTTP as the web reads it.
import { beforeAll, describe, expect, it } from 'vitest'
import {
  ANALYTICS_PERIODS,
  ORDER_STATUSES,
  academyDashboardSchema,
  analyticsDashboardSchema,
  crmDashboardSchema,
  ecommerceDashboardSchema,
  logisticsDashboardSchema,
  type CrmDashboard,
  type EcommerceDashboard,
} from '@aurum/shared'
import { useTestAppWithLogins } from '../../test/test-app.js'

let crm: CrmDashboard
let ecommerce: EcommerceDashboard

const read = async (path: string) => {
  const answer = await admin(path)
  expect(answer.status, path).toBe(200)
  return answer.json as Record<string, unknown>
}
/** The list's total under a query, as the list page shows it above the table. */
const listTotal = async (path: string, field = 'total') => Number((await read(path))[field])

const { admin } = useTestAppWithLogins()

beforeAll(async () => {
  crm = crmDashboardSchema.parse(await read('/api/dashboards/crm'))
  ecommerce = ecommerceDashboardSchema.parse(await read('/api/dashboards/ecommerce'))
})

describe('the CRM dashboard and the list pages', () => {
  it("shows the invoice list's cards: invoices, invoiced, collected (paid) and outstanding", async () => {
    const stats = await read('/api/apps/invoice/stats')
    expect(crm.invoices).toEqual({
      total: stats.total,
      invoiced: stats.invoiced,
      paid: stats.paid,
      outstanding: stats.outstanding,
    })
    expect(crm.invoices.total).toBe(await listTotal('/api/apps/invoice?itemsPerPage=1', 'totalInvoices'))
  })

  it("counts the order list's orders, and each status as the list filtered by it", async () => {
    const stats = await read('/api/apps/ecommerce/orders/stats')
    expect(crm.orders.total).toBe(stats.total)
    expect(crm.orders.total).toBe(await listTotal('/api/apps/ecommerce/orders?itemsPerPage=1'))
    for (const status of ORDER_STATUSES) {
      const onDashboard = crm.orderStatuses.find((entry) => entry.status === status)?.orders
      const query = new URLSearchParams({ status, itemsPerPage: '1' })
      expect([status, onDashboard]).toEqual([
        status,
        await listTotal(`/api/apps/ecommerce/orders?${query.toString()}`),
      ])
    }
  })

  it("counts the customer list's customers", async () => {
    expect(crm.customers.total).toBe(await listTotal('/api/apps/ecommerce/customers?itemsPerPage=1'))
  })

  it("counts the user list's users and active ones, and each role's users as its role card", async () => {
    const stats = await read('/api/apps/users/stats')
    expect(crm.users.total).toBe(stats.total)
    expect(crm.users.active).toBe(stats.active)
    expect(crm.users.total).toBe(await listTotal('/api/apps/users?itemsPerPage=1', 'totalUsers'))
    const { roles } = (await read('/api/apps/roles')) as unknown as {
      roles: { name: string; userCount: number }[]
    }
    const onCards = Object.fromEntries(
      roles.filter((role) => role.userCount > 0).map((role) => [role.name, role.userCount]),
    )
    expect(Object.fromEntries(crm.users.byRole.map((entry) => [entry.role, entry.users]))).toEqual(onCards)
  })
})

describe('the e-commerce dashboard and the list pages', () => {
  it('shows the same orders, statuses and customers as the CRM dashboard and the lists', async () => {
    expect(ecommerce.orders.total).toBe(crm.orders.total)
    expect(ecommerce.sales.total).toBe(crm.sales.total)
    expect(ecommerce.orderStatuses).toEqual(crm.orderStatuses)
    expect(ecommerce.customers.total).toBe(await listTotal('/api/apps/ecommerce/customers?itemsPerPage=1'))
  })

  it("shows the product list's cards and totals", async () => {
    const stats = await read('/api/apps/ecommerce/products/stats')
    expect(ecommerce.products).toEqual({
      total: stats.total,
      published: stats.published,
      outOfStock: stats.outOfStock,
    })
    expect(ecommerce.products.total).toBe(await listTotal('/api/apps/ecommerce/products?itemsPerPage=1'))
    expect(ecommerce.products.published).toBe(
      await listTotal('/api/apps/ecommerce/products?status=Published&itemsPerPage=1'),
    )
  })

  it('gives each category the earnings of the category list', async () => {
    const { categories } = (await read('/api/apps/ecommerce/categories?itemsPerPage=100')) as unknown as {
      categories: { name: string; earningsAmount: number }[]
    }
    const earnings = new Map(categories.map((category) => [category.name, category.earningsAmount]))
    expect(ecommerce.categorySales.length).toBeGreaterThan(0)
    for (const entry of ecommerce.categorySales)
      expect([entry.category, entry.revenue]).toEqual([entry.category, earnings.get(entry.category)])
  })

  it("shows the review list's statistics and total", async () => {
    const stats = await read('/api/apps/ecommerce/reviews/stats')
    expect(ecommerce.reviews).toEqual({
      total: stats.total,
      average: stats.average,
      pending: stats.pending,
      published: stats.published,
      ratings: stats.ratings,
    })
    expect(ecommerce.reviews.total).toBe(await listTotal('/api/apps/ecommerce/reviews?itemsPerPage=1'))
  })
})

describe('the analytics dashboard and the invoice list', () => {
  it.each(ANALYTICS_PERIODS)(
    'counts the invoices issued in the %s period as the list filtered by those days',
    async (period) => {
      const figures = analyticsDashboardSchema.parse(await read(`/api/dashboards/analytics?period=${period}`))
      const lastDay = new Date(Date.parse(figures.to) - 86_400_000).toISOString().slice(0, 10)
      const query = new URLSearchParams({
        selectedDateRange: `${figures.from.slice(0, 10)} to ${lastDay}`,
        itemsPerPage: '1',
      })
      expect(figures.invoices.issued).toBe(
        await listTotal(`/api/apps/invoice?${query.toString()}`, 'totalInvoices'),
      )
    },
  )
})

describe('the logistics and academy dashboards and their lists', () => {
  it("counts the fleet list's vehicles", async () => {
    const figures = logisticsDashboardSchema.parse(await read('/api/dashboards/logistics'))
    const vehicles = figures.vehicleStates.reduce((sum, entry) => sum + entry.vehicles, 0)
    expect(vehicles).toBe(await listTotal('/api/apps/logistics/vehicles?itemsPerPage=1', 'totalVehicles'))
  })

  it("counts the learner's courses as the course list shows them: enrolled, and completed ones hidden", async () => {
    const figures = academyDashboardSchema.parse(await read('/api/dashboards/academy'))
    const { courses, total } = (await read('/api/apps/academy/courses?itemsPerPage=100')) as unknown as {
      courses: { isEnrolled: boolean; completedTasks: number; totalTasks: number }[]
      total: number
    }
    expect(courses).toHaveLength(total)
    expect(figures.courses.enrolled).toBe(courses.filter((course) => course.isEnrolled).length)
    const withoutCompleted = await listTotal('/api/apps/academy/courses?hideCompleted=true&itemsPerPage=1')
    expect(figures.courses.completed).toBe(total - withoutCompleted)
    expect(figures.courses.completed).toBeGreaterThan(0)

    // A new course without topics yet is nobody's completed course: the list keeps it too.
    const created = await admin('/api/apps/academy/courses', {
      method: 'POST',
      body: {
        courseTitle: 'Reading Dashboards',
        desc: 'Figures that agree',
        tags: 'Web',
        about: 'A course still being written.',
        description: ['First paragraph.'],
        skillLevel: 'Beginner',
        language: 'English',
        isCaptions: false,
        instructorPosition: 'Analyst',
        coverUploadId: null,
      },
    })
    expect(created.status).toBe(201)
    const after = academyDashboardSchema.parse(await read('/api/dashboards/academy'))
    const listed = await listTotal('/api/apps/academy/courses?itemsPerPage=1')
    const listedWithoutCompleted = await listTotal(
      '/api/apps/academy/courses?hideCompleted=true&itemsPerPage=1',
    )
    expect(listed).toBe(total + 1)
    expect(after.courses.completed).toBe(listed - listedWithoutCompleted)
  })
})
