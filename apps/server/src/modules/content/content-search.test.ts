// Issue 30: the public content exists in es, en, fr and ar without filler, is served in the
// reader's language (English only where an author has not translated yet), and the FAQ and the
// help center find "refund" in each language by substring, stem or close word.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { asc } from 'drizzle-orm'
import { faqResponseSchema, helpSearchResponseSchema } from '@aurum/shared'
import { faqGroups, faqs, helpCenterArticles, helpCenterCategories, plans } from '../../db/schema/index.js'
import { FAQ_GROUPS, HELP_CATEGORIES } from '../../db/seed/content.js'
import { useTestAppWithLogins } from '../../test/test-app.js'

const here = path.dirname(fileURLToPath(import.meta.url))
const TRANSLATED = ['es', 'fr', 'ar'] as const

const { api, admin } = useTestAppWithLogins()

type Groups = { faqTitle: string; faqs: { id: number; question: string; answer: string }[] }[]

async function faqIds(lang: string, q: string): Promise<number[]> {
  const answer = await api.request(`/api/pages/faq?lang=${lang}&q=${encodeURIComponent(q)}`)
  expect(answer.status).toBe(200)
  const groups = faqResponseSchema.parse(answer.json) as Groups
  return groups.flatMap((group) => group.faqs.map((faq) => faq.id)).sort((a, b) => a - b)
}

/** Ids of the seeded questions asked by their English text. */
async function idsOfQuestions(questions: string[]): Promise<number[]> {
  const rows = await api.db.select({ id: faqs.id, question: faqs.question }).from(faqs)
  return rows
    .filter((row) => questions.includes(row.question))
    .map((row) => row.id)
    .sort((a, b) => a - b)
}

/** The questions about getting money back: the cancellation, the return and its status. */
const REFUND_QUESTIONS = [
  'Can I cancel my order?',
  'Can I return my product?',
  'Where can I view status of return?',
]

describe('seeded content', () => {
  it('has every FAQ group, question, category and article in es, fr and ar, none left in English', async () => {
    const groups = await api.db.select().from(faqGroups)
    const entries = await api.db.select().from(faqs)
    const categories = await api.db.select().from(helpCenterCategories)
    const articles = await api.db.select().from(helpCenterArticles)
    expect(groups).toHaveLength(FAQ_GROUPS.length)
    expect(entries).toHaveLength(FAQ_GROUPS.flatMap((group) => group.faqs).length)
    expect(articles).toHaveLength(11)
    const check = (english: Record<string, unknown>, translations: unknown, fields: string[]) => {
      for (const lang of TRANSLATED) {
        const translated = (translations as Record<string, Record<string, string>>)[lang] ?? {}
        for (const field of fields) {
          expect(translated[field]?.trim(), `${lang}.${field} of ${english[fields[0]!]}`).toBeTruthy()
          expect(translated[field], `${lang}.${field} of ${english[fields[0]!]}`).not.toBe(english[field])
        }
      }
    }
    for (const group of groups) check(group, group.translations, ['faqTitle', 'faqSubtitle'])
    for (const entry of entries) check(entry, entry.translations, ['question', 'answer'])
    for (const category of categories) check(category, category.translations, ['title'])
    for (const article of articles)
      check(article, article.translations, ['title', 'subtitle', 'productContent', 'checkoutContent'])
  })

  it('has a name and a description of every plan in the four languages of the pricing and billing pages', async () => {
    const codes = (await api.db.select({ code: plans.code }).from(plans)).map((row) => row.code)
    expect(codes.length).toBeGreaterThan(0)
    const locale = (feature: string, lang: string) =>
      JSON.parse(
        readFileSync(
          path.resolve(here, `../../../../web/src/features/${feature}/locales/${lang}.json`),
          'utf8',
        ),
      )
    for (const lang of ['en', ...TRANSLATED]) {
      const front = locale('front-pages', lang).frontPages.pricing.plans
      const account = locale('account', lang).account.billing.planDescriptions
      for (const code of codes) {
        expect(front[code]?.name, `${lang} ${code}`).toBeTruthy()
        expect(front[code]?.tagline, `${lang} ${code}`).toBeTruthy()
        expect(account[code], `${lang} ${code}`).toBeTruthy()
      }
    }
  })

  it('holds no filler text, in the seed sources or in the served FAQ and articles', async () => {
    const filler =
      /\b(lorem|ipsum|pudding|bonbon|cupcake|tiramisu|jelly|jujubes?|chocolate cake|toffee|marzipan|halvah|liquorice|dragée|gummies|sesame snaps|pastry)\b/i
    const seedDir = path.resolve(here, '../../db/seed')
    for (const file of readdirSync(seedDir).filter(
      (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'),
    )) {
      expect(readFileSync(path.join(seedDir, file), 'utf8'), file).not.toMatch(filler)
    }
    for (const lang of ['en', ...TRANSLATED]) {
      expect(JSON.stringify((await api.request(`/api/pages/faq?lang=${lang}`)).json)).not.toMatch(filler)
      for (const article of await api.db.select({ slug: helpCenterArticles.slug }).from(helpCenterArticles)) {
        const served = await api.request(`/api/pages/help-center/articles/${article.slug}?lang=${lang}`)
        expect(JSON.stringify(served.json)).not.toMatch(filler)
      }
    }
  })

  it('illustrates the articles with pictures that carry no words, so they suit every language', async () => {
    const articles = await api.db.select().from(helpCenterArticles)
    for (const article of articles) {
      for (const url of [article.img, article.productImg, article.checkoutImg]) {
        expect(url).toMatch(/^\/api\/media\/image\/banner\//)
        const picture = await api.request(url)
        expect(picture.status).toBe(200)
        expect(picture.text).not.toContain('<text')
      }
    }
  })

  it('answers the subscription question with the plans Aurum sells', async () => {
    const rows = await api.db.select().from(plans).orderBy(asc(plans.position))
    const groups = (await api.request('/api/pages/faq?lang=en&q=subscription')).json as Groups
    const answer = groups.flatMap((group) => group.faqs).find((faq) => /renew/.test(faq.question))?.answer
    expect(answer).toBeTruthy()
    for (const plan of rows) {
      expect(answer).toContain(plan.code[0]!.toUpperCase() + plan.code.slice(1))
      if (plan.monthlyPrice > 0) {
        expect(answer).toContain(`$${plan.monthlyPrice}`)
        expect(answer).toContain(`$${plan.annualMonthlyPrice}`)
      }
    }
  })
})

describe('the FAQ in the reader’s language', () => {
  it('serves French with lang=fr: every group and question as seeded in French', async () => {
    const groups = (await api.request('/api/pages/faq?lang=fr')).json as Groups
    expect(groups.map((group) => group.faqTitle)).toEqual(
      FAQ_GROUPS.map((group) => group.translations.fr.faqTitle),
    )
    expect(groups.flatMap((group) => group.faqs.map((faq) => faq.question))).toEqual(
      FAQ_GROUPS.flatMap((group) => group.faqs.map((faq) => faq.translations.fr.question)),
    )
    expect(JSON.stringify(groups)).toContain('69 $ ou 99 $')
  })

  it('falls back to English for a question an author has not translated, and finds it by its English words', async () => {
    const [group] = await api.db.select({ id: faqGroups.id }).from(faqGroups).orderBy(asc(faqGroups.position))
    const created = await admin('/api/content/faq', {
      method: 'POST',
      body: {
        groupId: group!.id,
        question: 'Do you gift-wrap parcels?',
        answer: '<p>Yes, on request.</p>',
        published: true,
        translations: {
          es: { question: '¿Envolvéis los paquetes para regalo?', answer: '<p>Sí, si lo pides.</p>' },
        },
      },
    })
    expect(created.status).toBe(201)
    const id = (created.json as { id: number }).id
    const french = JSON.stringify((await api.request('/api/pages/faq?lang=fr')).json)
    expect(french).toContain('Do you gift-wrap parcels?')
    expect(JSON.stringify((await api.request('/api/pages/faq?lang=es')).json)).toContain(
      '¿Envolvéis los paquetes para regalo?',
    )
    expect(await faqIds('fr', 'gift-wrap')).toEqual([id])
    expect(await faqIds('es', 'regalo')).toEqual([id])
    expect((await admin(`/api/content/faq/${id}`, { method: 'DELETE' })).status).toBeLessThan(300)
  })
})

describe('FAQ search', () => {
  it.each([
    ['en', 'refund'],
    ['es', 'reembolso'],
    ['fr', 'remboursement'],
    ['ar', 'استرداد'],
  ])('finds the refund questions in %s for %s, in the answers too', async (lang, term) => {
    expect(await faqIds(lang, term)).toEqual(await idsOfQuestions(REFUND_QUESTIONS))
  })

  it.each([
    ['en', 'refunded', 'a stem'],
    ['es', 'reembolsado', 'a stem'],
    ['fr', 'remboursé', 'an accent and a stem'],
    ['fr', 'REMBOURSEMENT', 'the case'],
    ['ar', 'الاسترداد', 'the article al-'],
    ['fr', 'rembourssement', 'a typo'],
  ])('finds them in %s for %s (%s)', async (lang, term) => {
    expect(await faqIds(lang, term)).toEqual(await idsOfQuestions(REFUND_QUESTIONS))
  })

  it.each(['en', 'es', 'fr', 'ar'])('finds nothing in %s for a word the FAQ does not hold', async (lang) => {
    expect(await faqIds(lang, 'xylophone')).toEqual([])
  })

  it('needs every word of a longer term: a close word alone is not enough', async () => {
    expect(await faqIds('en', 'delivery cost')).toEqual(
      await idsOfQuestions(['What is the delivery cost of my order?']),
    )
    expect(await faqIds('en', 'delivery xylophone')).toEqual([])
  })

  it('finds the English words only in the English FAQ, not in a translated one', async () => {
    expect(await faqIds('es', 'refund')).toEqual([])
  })

  it('finds the same questions in the global search (Ctrl+K)', async () => {
    const answer = await admin('/api/search/records?q=reembolso&lang=es')
    expect(answer.status).toBe(200)
    const json = answer.json as { groups: { kind: string; items: { id: string }[] }[] }
    const found =
      json.groups.find((group) => group.kind === 'faq')?.items.map((item) => Number(item.id)) ?? []
    expect(found.sort((a, b) => a - b)).toEqual(await idsOfQuestions(REFUND_QUESTIONS))
  })
})

describe('GET /api/pages/help-center/search', () => {
  async function slugs(lang: string, q: string): Promise<string[]> {
    const answer = await api.request(`/api/pages/help-center/search?lang=${lang}&q=${encodeURIComponent(q)}`)
    expect(answer.status).toBe(200)
    return helpSearchResponseSchema.parse(answer.json).articles.map((article) => article.slug)
  }

  it.each([
    ['en', 'refund'],
    ['es', 'reembolso'],
    ['fr', 'remboursement'],
    ['ar', 'استرداد'],
  ])('puts the refunds article first in %s for %s', async (lang, term) => {
    expect((await slugs(lang, term))[0]).toBe('how-do-refunds-work')
  })

  it('answers in the reader’s language, the category included', async () => {
    const answer = await api.request('/api/pages/help-center/search?lang=ar&q=ترخيص')
    const articles = helpSearchResponseSchema.parse(answer.json).articles
    const licenses = HELP_CATEGORIES.find((category) => category.title === 'Licenses')!
    expect(articles.map((article) => article.title).sort()).toEqual(
      licenses.articles.map((article) => article.translations.ar.title).sort(),
    )
    expect(new Set(articles.map((article) => article.category))).toEqual(new Set(['التراخيص']))
  })

  it('finds nothing for a word no article holds, and refuses an empty or too long q with 400', async () => {
    expect(await slugs('fr', 'xylophone')).toEqual([])
    expect((await api.request('/api/pages/help-center/search?q=')).status).toBe(400)
    expect((await api.request(`/api/pages/help-center/search?q=${'x'.repeat(201)}`)).status).toBe(400)
    expect((await api.request('/api/pages/help-center/search?q=refund&lang=de')).status).toBe(400)
  })
})

describe('authoring lists in the author’s language', () => {
  it('titles the FAQ groups and help categories in lang, the entries keeping every translation', async () => {
    const faq = await admin('/api/content/faq?lang=ar')
    expect(faq.status).toBe(200)
    const groups = faq.json.groups as {
      faqTitle: string
      faqs: { translations: Record<string, unknown> }[]
    }[]
    expect(groups.map((group) => group.faqTitle)).toEqual(
      FAQ_GROUPS.map((group) => group.translations.ar.faqTitle),
    )
    expect(Object.keys(groups[0]!.faqs[0]!.translations).sort()).toEqual(['ar', 'es', 'fr'])
    const articles = await admin('/api/content/help-center/articles?lang=fr')
    expect((articles.json.categories as { title: string }[]).map((category) => category.title)).toEqual(
      HELP_CATEGORIES.map((category) => category.translations.fr.title),
    )
    expect((await admin('/api/content/faq?lang=de')).status).toBe(400)
  })
})
