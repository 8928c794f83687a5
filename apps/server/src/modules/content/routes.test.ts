import { beforeAll, describe, expect, it } from 'vitest'
import { asc, eq } from 'drizzle-orm'
import { articleResponseSchema, faqResponseSchema, helpCenterResponseSchema } from '@aurum/shared'
import { faqGroups, faqs, helpCenterArticles, helpCenterCategories } from '../../db/schema/index.js'
import { insertSignedInUser, useTestAppWithLogins, type SignedInRequest } from '../../test/test-app.js'

let author: SignedInRequest

const { api, admin, client } = useTestAppWithLogins()

beforeAll(async () => {
  ;({ request: author } = await insertSignedInUser(api, {
    fullName: 'Ada Author',
    username: 'ada.author',
    email: 'author@demo.com',
    password: 'author-pass',
    role: 'author',
  }))
})

/**
 * The FAQ search's substring rule computed plainly over the seeded rows: published questions whose
 * question or answer (tags removed) contains q. (Stems and close words are checked in
 * content-search.test.ts; none of the terms below has a match of that kind alone.)
 */
async function expectedFaq(q: string | undefined) {
  const groups = await api.db.select().from(faqGroups).orderBy(asc(faqGroups.position))
  const entries = await api.db.select().from(faqs).orderBy(asc(faqs.position))
  const term = q?.toLowerCase()
  return groups
    .map((group) => ({
      faqTitle: group.faqTitle,
      questions: entries
        .filter((entry) => entry.groupId === group.id && entry.published)
        .filter(
          (entry) =>
            !term ||
            `${entry.question} ${entry.answer.replace(/<[^>]*>/g, ' ')}`.toLowerCase().includes(term),
        )
        .map((entry) => entry.question),
    }))
    .filter((group) => group.questions.length > 0)
}

const shape = (groups: { faqTitle: string; faqs: { question: string }[] }[]) =>
  groups.map((group) => ({ faqTitle: group.faqTitle, questions: group.faqs.map((faq) => faq.question) }))

describe('GET /api/pages/faq', () => {
  it.each([undefined, 'order', 'ORDER', 'deliVery', 'cancel', 'zzz-nothing', '%', 'my'])(
    'answers the groups whose questions or answers contain q=%s, empty groups dropped, no login needed',
    async (q) => {
      const answer = await api.request(
        `/api/pages/faq${q === undefined ? '' : `?q=${encodeURIComponent(q)}`}`,
      )
      expect(answer.status).toBe(200)
      expect(faqResponseSchema.parse(answer.json)).toBeTruthy()
      expect(shape(answer.json)).toEqual(await expectedFaq(q))
    },
  )

  it('states the facts of spec section 9 in the seeded answers', async () => {
    const text = JSON.stringify((await api.request('/api/pages/faq')).json)
    for (const fact of [
      '$69 or $99',
      'parcel delivery is free',
      '48 hours',
      '72 hours',
      '15 days',
      '24 hours',
    ]) {
      expect(text).toContain(fact)
    }
  })

  it('answers in the language asked', async () => {
    const answer = await api.request('/api/pages/faq?lang=es&q=entrega')
    expect(answer.status).toBe(200)
    const questions = answer.json.flatMap((group: { faqs: { question: string }[] }) =>
      group.faqs.map((faq) => faq.question),
    )
    expect(questions).toContain('¿Cuánto cuesta la entrega de mi pedido?')
    const all = await api.request('/api/pages/faq?lang=es')
    expect(all.json.map((group: { faqTitle: string }) => group.faqTitle)).toContain('Entrega')
    // Every seeded question is translated (the English fallback is checked in content.test.ts).
    expect(JSON.stringify(all.json)).not.toContain('How would you ship my order?')
    expect(JSON.stringify(all.json)).toContain('¿Cómo me enviaréis el pedido?')
  })

  it('refuses an unknown language or a too long q with 400', async () => {
    expect((await api.request('/api/pages/faq?lang=de')).status).toBe(400)
    expect((await api.request(`/api/pages/faq?q=${'x'.repeat(201)}`)).status).toBe(400)
  })
})

describe('help center', () => {
  it('lists every published article by category, the popular ones and the ones to keep learning', async () => {
    const answer = await api.request('/api/pages/help-center')
    expect(answer.status).toBe(200)
    const body = helpCenterResponseSchema.parse(answer.json)
    const categories = await api.db
      .select()
      .from(helpCenterCategories)
      .orderBy(asc(helpCenterCategories.position))
    const articles = await api.db.select().from(helpCenterArticles).orderBy(asc(helpCenterArticles.position))
    const published = articles.filter((row) => row.published)
    expect(body.allArticles).toEqual(
      categories.map((category) => ({
        title: category.title,
        icon: category.icon,
        articles: published
          .filter((row) => row.categoryId === category.id)
          .map((row) => ({ slug: row.slug, title: row.title })),
      })),
    )
    const bySlug = (rows: { slug: string }[]) => rows.map((row) => row.slug).sort()
    expect(bySlug(body.popularArticles)).toEqual(bySlug(published.filter((row) => row.popular)))
    expect(bySlug(body.keepLearning)).toEqual(bySlug(published.filter((row) => row.keepLearning)))
    expect(body.popularArticles.length).toBeGreaterThan(0)
  })

  it('answers one article by slug with its related articles, and 404 for an unknown slug', async () => {
    const [row] = await api.db.select().from(helpCenterArticles).orderBy(asc(helpCenterArticles.id)).limit(1)
    const answer = await api.request(`/api/pages/help-center/articles/${row!.slug}`)
    expect(answer.status).toBe(200)
    const { articleData } = articleResponseSchema.parse(answer.json)
    expect(articleData.title).toBe(row!.title)
    expect(articleData.lastUpdated).toBe(row!.lastUpdated)
    const siblings = await api.db
      .select()
      .from(helpCenterArticles)
      .where(eq(helpCenterArticles.categoryId, row!.categoryId))
      .orderBy(asc(helpCenterArticles.position))
    expect(articleData.articleList.map((item) => item.slug)).toEqual(
      siblings.filter((item) => item.id !== row!.id).map((item) => item.slug),
    )
    const viaQuery = await api.request(`/api/pages/help-center/article?slug=${row!.slug}`)
    expect(viaQuery.json).toEqual(answer.json)
    expect((await api.request('/api/pages/help-center/article')).status).toBe(200)
    expect((await api.request('/api/pages/help-center/articles/no-such-article')).status).toBe(404)
  })
})

describe('authoring', () => {
  it('refuses a visitor (401) and a reader without the ability (403)', async () => {
    expect((await api.request('/api/content/faq')).status).toBe(401)
    expect((await client('/api/content/faq')).status).toBe(403)
    expect((await client('/api/content/help-center/articles')).status).toBe(403)
    const [entry] = await api.db.select().from(faqs).limit(1)
    const edit = await client(`/api/content/faq/${entry!.id}`, {
      method: 'PUT',
      body: { groupId: entry!.groupId, question: 'Hacked?', answer: '<p>x</p>' },
    })
    expect(edit.status).toBe(403)
    const [after] = await api.db.select().from(faqs).where(eq(faqs.id, entry!.id))
    expect(after!.question).toBe(entry!.question)
  })

  it("shows an author's FAQ edit on the public page, sanitized, and hides it when unpublished", async () => {
    const [group] = await api.db.select().from(faqGroups).orderBy(asc(faqGroups.position)).limit(1)
    const created = await author('/api/content/faq', {
      method: 'POST',
      body: {
        groupId: group!.id,
        question: 'Can I pay by bank transfer?',
        answer:
          '<p>Yes, <strong>within 7 days</strong>.</p><script>alert(1)</script><img src=x onerror=alert(1)>',
        translations: { fr: { question: 'Puis-je payer par virement ?', answer: '' } },
      },
    })
    expect(created.status).toBe(201)
    expect(created.json.answer).toBe('<p>Yes, <strong>within 7 days</strong>.</p>')
    expect(created.json.translations).toEqual({ fr: { question: 'Puis-je payer par virement ?' } })
    const publicAnswer = await api.request('/api/pages/faq?q=bank%20transfer')
    expect(shape(publicAnswer.json)).toEqual([
      { faqTitle: group!.faqTitle, questions: ['Can I pay by bank transfer?'] },
    ])
    const french = await api.request('/api/pages/faq?lang=fr&q=virement')
    expect(french.json[0].faqs[0].answer).toBe('<p>Yes, <strong>within 7 days</strong>.</p>')

    const hidden = await author(`/api/content/faq/${created.json.id}`, {
      method: 'PUT',
      body: {
        groupId: group!.id,
        question: 'Can I pay by bank transfer?',
        answer: '<p>Yes.</p>',
        published: false,
      },
    })
    expect(hidden.status).toBe(200)
    expect((await api.request('/api/pages/faq?q=bank%20transfer')).json).toEqual([])
    // Authors cannot delete (the seeded author role reads, creates and updates).
    expect((await author(`/api/content/faq/${created.json.id}`, { method: 'DELETE' })).status).toBe(403)
    expect((await admin(`/api/content/faq/${created.json.id}`, { method: 'DELETE' })).status).toBe(204)
  })

  it('reorders a group only with every one of its questions', async () => {
    const groups = (await author('/api/content/faq')).json.groups as {
      id: number
      faqs: { id: number; question: string }[]
    }[]
    const group = groups[0]!
    const reversed = group.faqs.map((faq) => faq.id).reverse()
    const answer = await author(`/api/content/faq/groups/${group.id}/order`, {
      method: 'PUT',
      body: { ids: reversed },
    })
    expect(answer.status).toBe(200)
    const publicGroups = (await api.request('/api/pages/faq')).json
    expect(publicGroups[0].faqs.map((faq: { id: number }) => faq.id)).toEqual(reversed)
    const partial = await author(`/api/content/faq/groups/${group.id}/order`, {
      method: 'PUT',
      body: { ids: reversed.slice(1) },
    })
    expect(partial.status).toBe(400)
  })

  it("shows an author's article edit on the public page and keeps slugs unique", async () => {
    const list = (await author('/api/content/help-center/articles')).json
    const first = list.categories[0].articles[0]
    const second = list.categories[0].articles[1]
    const edited = await author(`/api/content/help-center/articles/${first.id}`, {
      method: 'PUT',
      body: {
        ...first,
        title: 'Favourites, explained',
        productContent: '<p>Keep what you like.</p><p onclick="x()">Clean.</p>',
      },
    })
    expect(edited.status).toBe(200)
    expect(edited.json.productContent).toBe('<p>Keep what you like.</p><p>Clean.</p>')
    const page = await api.request(`/api/pages/help-center/articles/${first.slug}`)
    expect(page.json.articleData.title).toBe('Favourites, explained')
    expect(page.json.articleData.productContent).toBe('<p>Keep what you like.</p><p>Clean.</p>')
    const clash = await author(`/api/content/help-center/articles/${first.id}`, {
      method: 'PUT',
      body: { ...first, slug: second.slug },
    })
    expect(clash.status).toBe(409)
    const bad = await author('/api/content/help-center/articles', {
      method: 'POST',
      body: { ...first, slug: 'Not A Slug' },
    })
    expect(bad.status).toBe(400)
    const unpublished = await author(`/api/content/help-center/articles/${first.id}`, {
      method: 'PUT',
      body: { ...first, published: false },
    })
    expect(unpublished.status).toBe(200)
    expect((await api.request(`/api/pages/help-center/articles/${first.slug}`)).status).toBe(404)
  })
})
