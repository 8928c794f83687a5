// Issue 30: the public content in the reader's language and the search that finds it. A Spanish
// visitor searches the FAQ for "reembolso" (found in the answers too) and the help center for
// "licencia"; the FAQ and an article read in es, en, fr and ar (screenshots under
// CONTENT_SHOTS_DIR when set: light in each language, dark in Spanish); the authoring list shows
// which languages a new question still lacks.
import { expect as baseExpect, test, type Page } from '@playwright/test'
import { STORAGE_STATE, captureErrors } from '../support/shell'
import { ADMIN, useClientValues } from '../support/session'

test.describe.configure({ mode: 'default', timeout: 120_000 })
const expect = baseExpect.configure({ timeout: 30_000 })

async function shoot(page: Page, name: string) {
  if (!process.env.CONTENT_SHOTS_DIR) return
  await page.waitForLoadState('networkidle')
  await page.screenshot({ path: `${process.env.CONTENT_SHOTS_DIR}/${name}.png`, fullPage: true })
}

test('a Spanish visitor finds the refund answers in the FAQ and a license article in the help center', async ({
  page,
}) => {
  await useClientValues(page, { language: 'es', theme: 'light' })
  const errors = captureErrors(page)
  await page.goto('/pages/faq')
  await expect(page.getByRole('heading', { level: 1, name: 'Preguntas frecuentes' })).toBeVisible()
  await page.getByRole('searchbox', { name: 'Buscar en las preguntas' }).fill('reembolso')
  await expect(page).toHaveURL(/q=reembolso/)
  await expect(page.getByRole('heading', { level: 2, name: 'Pago' })).toBeHidden()
  await expect(page.getByRole('heading', { level: 2, name: 'Cancelación y devolución' })).toBeVisible()
  for (const question of [
    '¿Puedo cancelar mi pedido?',
    '¿Puedo devolver mi producto?',
    '¿Dónde veo el estado de mi devolución?',
  ])
    await expect(page.getByRole('button', { name: question })).toBeVisible()
  // "reembolso" is only in this answer, not in its question.
  await page.getByRole('button', { name: '¿Puedo cancelar mi pedido?' }).click()
  await expect(page.getByText(/72 horas antes .* con reembolso completo/)).toBeVisible()
  await shoot(page, 'faq-search-es')

  await page.goto('/front-pages/help-center')
  await expect(page.getByRole('heading', { level: 1, name: 'Centro de ayuda' })).toBeVisible()
  await page.getByRole('searchbox', { name: 'Buscar en los artículos' }).fill('licencia')
  await expect(page.getByRole('heading', { level: 2, name: 'Artículos sobre «licencia»' })).toBeVisible()
  await shoot(page, 'help-search-es')
  await page.getByRole('link', { name: /¿Qué licencia necesito\?/ }).click()
  await expect(page).toHaveURL(/\/front-pages\/help-center\/article\/which-license-do-i-need$/)
  await expect(page.getByRole('heading', { level: 1, name: '¿Qué licencia necesito?' })).toBeVisible()
  await page.goto('/front-pages/help-center?q=xilofono')
  await expect(page.getByRole('status')).toContainText('Ningún artículo coincide con «xilofono»')
  expect(errors).toEqual([])
})

const READINGS = [
  {
    language: 'es',
    faq: 'Preguntas frecuentes',
    question: '¿Cuánto cuesta la entrega de mi pedido?',
    article: '¿Cómo funcionan los reembolsos?',
  },
  {
    language: 'en',
    faq: 'Frequently asked questions',
    question: 'What is the delivery cost of my order?',
    article: 'How do refunds work?',
  },
  {
    language: 'fr',
    faq: 'Questions fréquentes',
    question: 'Combien coûte la livraison de ma commande ?',
    article: 'Comment fonctionnent les remboursements ?',
  },
  {
    language: 'ar',
    faq: 'الأسئلة الشائعة',
    question: 'كم تكلفة توصيل طلبي؟',
    article: 'كيف يتم استرداد المبلغ؟',
  },
] as const

for (const reading of READINGS) {
  test(`the FAQ and a help article read in ${reading.language}`, async ({ page }) => {
    await useClientValues(page, { language: reading.language, theme: 'light' })
    const errors = captureErrors(page)
    await page.goto('/pages/faq')
    await expect(page.getByRole('heading', { level: 1, name: reading.faq })).toBeVisible()
    await page.getByRole('button', { name: reading.question }).click()
    await expect(page.getByText(/69/).first()).toBeVisible()
    await shoot(page, `faq-${reading.language}`)
    await page.goto('/front-pages/help-center/article/how-do-refunds-work')
    await expect(page.getByRole('heading', { level: 1, name: reading.article })).toBeVisible()
    await expect(page.getByText('15')).not.toHaveCount(0)
    await shoot(page, `article-${reading.language}`)
    expect(errors).toEqual([])
  })
}

test('the FAQ and an article in the dark theme', async ({ page }) => {
  await useClientValues(page, { language: 'es', theme: 'dark' })
  await page.goto('/pages/faq')
  await expect(page.getByRole('heading', { level: 1, name: 'Preguntas frecuentes' })).toBeVisible()
  await page.getByRole('button', { name: '¿Mi suscripción se renueva automáticamente?' }).click()
  await expect(page.getByText(/Team \(29 \$ al mes\)/)).toBeVisible()
  await shoot(page, 'faq-es-dark')
  await page.goto('/front-pages/help-center/article/how-do-refunds-work')
  await expect(page.getByRole('heading', { level: 1, name: '¿Cómo funcionan los reembolsos?' })).toBeVisible()
  await shoot(page, 'article-es-dark')
})

test.describe('authoring', () => {
  test.use({ storageState: STORAGE_STATE.admin })

  test('the FAQ authoring list marks the languages a question still lacks', async ({ page, request }) => {
    await useClientValues(page, { language: 'fr', theme: 'light' })
    const login = await request.post('/api/auth/login', { data: ADMIN })
    const headers = {
      authorization: `Bearer ${((await login.json()) as { accessToken: string }).accessToken}`,
    }
    const groups = (await (await request.get('/api/content/faq', { headers })).json()) as {
      groups: { id: number }[]
    }
    const question = `Do you ship to islands? (${Date.now()})`
    const created = await request.post('/api/content/faq', {
      headers,
      data: {
        groupId: groups.groups[1]!.id,
        question,
        answer: '<p>Yes, by parcel delivery.</p>',
        translations: { es: { question: '¿Enviáis a las islas?', answer: '<p>Sí, por paquetería.</p>' } },
      },
    })
    expect(created.status()).toBe(201)
    await page.goto('/apps/content/faq')
    const row = page.getByRole('listitem').filter({ hasText: question })
    const languages = row.getByRole('list', { name: 'Langues de cette entrée' })
    await expect(languages.getByLabel('Español : rédigé')).toBeVisible()
    await expect(
      languages.getByLabel('Français : manquant, ses lecteurs voient le texte anglais'),
    ).toBeVisible()
    await expect(
      languages.getByLabel('العربية : manquant, ses lecteurs voient le texte anglais'),
    ).toBeVisible()
    await row.scrollIntoViewIfNeeded()
    if (process.env.CONTENT_SHOTS_DIR)
      await page.screenshot({ path: `${process.env.CONTENT_SHOTS_DIR}/faq-authoring-fr.png` })
    const id = ((await created.json()) as { id: number }).id
    expect((await request.delete(`/api/content/faq/${id}`, { headers })).status()).toBeLessThan(300)
  })
})
