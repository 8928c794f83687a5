// Side panels on a phone (390 × 844), in Spanish and in Arabic: the chat's list and conversation
// are two screens with a back button; the calendar comes first and its month picker and filters
// open in a drawer from its toolbar (from the reader's start side); the kanban's boards scroll
// inside their own row and the page never scrolls sideways.
import { expect as baseExpect, test, type Page } from '@playwright/test'
import { ADMIN, logInByApi, useClientValues } from '../support/session'
import { captureErrors } from '../support/shell'
import { expectNoSeriousAxeViolation } from '../support/axe'

const expect = baseExpect.configure({ timeout: 30_000 })
test.describe.configure({ timeout: 180_000 })
test.use({ viewport: { width: 390, height: 844 } })

const LANGUAGES = [
  {
    language: 'es',
    sidebar: 'Chats y contactos',
    chats: 'Chats',
    startTitle: 'Inicia una conversación',
    back: 'Volver a los chats',
    filters: 'Filtros',
    panel: 'Fecha y calendarios',
    viewAll: 'Ver todos',
  },
  {
    language: 'ar',
    sidebar: 'المحادثات وجهات الاتصال',
    chats: 'المحادثات',
    startTitle: 'ابدأ محادثة',
    back: 'العودة إلى المحادثات',
    filters: 'التصفية',
    panel: 'التاريخ والتقويمات',
    viewAll: 'عرض الكل',
  },
] as const

/** The page scrolls sideways when its scrolling element is wider than the window. */
const pageWidths = (page: Page) =>
  page.evaluate(() => ({
    scrollWidth: document.scrollingElement!.scrollWidth,
    innerWidth: window.innerWidth,
  }))

for (const strings of LANGUAGES) {
  test.describe(`on a phone, in ${strings.language}`, () => {
    test.beforeEach(async ({ page, request }) => {
      await useClientValues(page, { language: strings.language, theme: 'dark' })
      await logInByApi(page, request, ADMIN)
    })

    test('chat: the list full width, a conversation as its own screen, and back', async ({ page }) => {
      const errors = captureErrors(page)
      await page.goto('/apps/chat')
      const list = page.getByRole('complementary', { name: strings.sidebar })
      await expect(list).toBeVisible()
      expect((await list.boundingBox())!.width).toBeGreaterThanOrEqual(360)
      // No empty conversation squeezed beside the list.
      await expect(page.getByText(strings.startTitle)).toHaveCount(0)

      await list.getByRole('list', { name: strings.chats }).getByRole('button').first().click()
      await expect(page).toHaveURL(/[?&]with=\d+/)
      const log = page.getByRole('log')
      await expect(log.getByTestId('chat-message').first()).toBeVisible()
      await expect(list).toBeHidden()
      expect((await log.boundingBox())!.width).toBeGreaterThanOrEqual(360)
      // Nothing clipped: every message wraps inside its bubble and every bubble inside the log.
      const clipped = await log.evaluate((element) => {
        const bounds = element.getBoundingClientRect()
        return [...element.querySelectorAll<HTMLElement>('[data-testid="chat-message"]')]
          .filter((bubble) => {
            const box = bubble.getBoundingClientRect()
            return (
              bubble.scrollWidth > bubble.clientWidth + 1 ||
              box.left < bounds.left - 1 ||
              box.right > bounds.right + 1
            )
          })
          .map((bubble) => bubble.textContent)
      })
      expect(clipped).toEqual([])
      await expectNoSeriousAxeViolation(page, { label: `phone chat conversation ${strings.language}` })
      expect((await pageWidths(page)).scrollWidth).toBeLessThanOrEqual((await pageWidths(page)).innerWidth)

      // The conversation is in the address: a reload shows it again.
      await page.reload()
      await expect(page.getByRole('log').getByTestId('chat-message').first()).toBeVisible()
      await page.getByRole('button', { name: strings.back }).click()
      await expect(page.getByRole('complementary', { name: strings.sidebar })).toBeVisible()
      await expect(page).not.toHaveURL(/[?&]with=/)
      await expect(page.getByRole('log')).toHaveCount(0)
      expect(errors).toEqual([])
    })

    test('calendar: the grid on the first screen, the filters in a drawer from its toolbar', async ({
      page,
    }) => {
      const errors = captureErrors(page)
      await page.goto('/apps/calendar')
      const grid = page.locator('.fc-daygrid-body')
      await expect(grid).toBeVisible()
      expect((await grid.boundingBox())!.y).toBeLessThan(844 - 200)
      // The side panel is not on the page before the calendar.
      await expect(page.getByRole('checkbox', { name: strings.viewAll })).toHaveCount(0)
      // The toolbar (prev, next, today, the views) fits the screen.
      const toolbar = page.locator('.fc-header-toolbar')
      const overflow = await toolbar.evaluate((element) => element.scrollWidth - element.clientWidth)
      expect(overflow).toBeLessThanOrEqual(0)
      for (const button of await toolbar.getByRole('button').all()) {
        const box = (await button.boundingBox())!
        expect(box.x).toBeGreaterThanOrEqual(0)
        expect(box.x + box.width).toBeLessThanOrEqual(390)
      }
      expect((await pageWidths(page)).scrollWidth).toBeLessThanOrEqual(390)

      await toolbar.getByRole('button', { name: strings.filters }).click()
      const drawer = page.getByRole('dialog', { name: strings.panel })
      await expect(drawer.getByRole('checkbox', { name: strings.viewAll })).toBeVisible()
      await expect(drawer.getByRole('grid')).toBeVisible()
      // It opens from the reader's start: the left in Spanish, the right in Arabic.
      await expect
        .poll(async () => {
          const box = (await drawer.boundingBox())!
          return strings.language === 'ar' ? Math.round(box.x + box.width) : Math.round(box.x)
        })
        .toBe(strings.language === 'ar' ? 390 : 0)
      await expectNoSeriousAxeViolation(page, { label: `phone calendar drawer ${strings.language}` })
      await page.keyboard.press('Escape')
      await expect(drawer).toBeHidden()
      expect(errors).toEqual([])
    })

    test('kanban: the boards scroll in their own row, the page not at all', async ({ page }) => {
      const errors = captureErrors(page)
      await page.goto('/apps/kanban')
      const row = page.getByTestId('kanban-boards')
      const board = row.locator('section').first()
      await expect(board).toBeVisible()
      const { scrollWidth, innerWidth } = await pageWidths(page)
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth)
      // Each board is about 85 % of the screen; the others are reached by scrolling the row.
      const width = (await board.boundingBox())!.width
      expect(width).toBeGreaterThan(innerWidth * 0.8)
      expect(width).toBeLessThan(innerWidth * 0.9)
      expect(await row.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true)
      expect(errors).toEqual([])
    })
  })
}
