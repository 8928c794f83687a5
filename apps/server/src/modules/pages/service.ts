// Rules of the public pages: the FAQ filter (spec section 7), the help center's three lists and
// its articles, what authors may write (HTML sanitized as product descriptions are, translations
// falling back to English, orders of a whole group), the plans, the checkout (as the store's
// settings have it: the fields asked for, the ways to pay; stock taken and totals computed by the
// orders' pricing, never trusted from the browser) and the test-card subscription.
import {
  CARD_BRAND_NAMES,
  PAGES_MESSAGES,
  PAYMENT_PROVIDERS,
  cardBrand,
  checkoutAddressSchemaFor,
  checkoutFullName,
  countryName,
  HELP_SEARCH_LIMIT,
  orderNumberText,
  planPeriodPrice,
  TEST_CARD_NUMBER,
  type ArticleAdmin,
  type ArticleAdminList,
  type ArticleData,
  type ArticleWrite,
  type Checkout,
  type CheckoutOptions,
  type CheckoutPayment,
  type CheckoutQuote,
  type CheckoutResponse,
  type CheckoutTotals,
  type ContentLanguage,
  type DeliveryOption,
  type FaqAdminEntry,
  type FaqAdminResponse,
  type FaqEntryWrite,
  type FaqGroup,
  type HelpCenterResponse,
  type HelpSearchResponse,
  type MessageParams,
  type OrderMethod,
  type Plan,
  type StorePayments,
  type SubscriptionResponse,
  type UserPlan,
} from '@aurum/shared'
import { z } from 'zod'
import type {
  cardSchema,
  contactMessageSchema,
  launchSubscriptionSchema,
  subscriptionSchema,
} from '@aurum/shared'
import type { Db } from '../../db/client.js'
import { badRequest, conflict, invalidInput, notFound, refused } from '../../http/errors.js'
import { imageUrl } from '../media/urls.js'
import { sanitizeDescription } from '../ecommerce/products/html.js'
import * as orderNotices from '../ecommerce/orders/notices.js'
import { DELIVERY_PRICES, priceOrder } from '../ecommerce/orders/pricing.js'
import * as settingsService from '../ecommerce/settings/service.js'
import * as accountService from '../account/service.js'
import * as emailService from '../email/service.js'
import { notify, usersWhoMay } from '../notifications/service.js'
import { checkOffer, type OfferContext } from './offers.js'
import * as pagesRepo from './repo.js'

const M = PAGES_MESSAGES
/** Mail is stored in one language: the subject of a contact-form message in the admins' inboxes. */
const CONTACT_SUBJECT_PREFIX = 'Contact form: '

// ---------------------------------------------------------------------------------------------
// FAQ

/**
 * Spec section 7, widened by issue 30: groups with their questions whose question or answer
 * matches q (the search engine of pages/repo.ts, in the shown language),
 * a group left without questions dropped. Unpublished questions never show.
 */
export async function faq(db: Db, lang: ContentLanguage, q: string | undefined): Promise<FaqGroup[]> {
  const rows = await pagesRepo.selectPublishedFaqs(db, lang, q)
  const groups = new Map<number, FaqGroup>()
  for (const row of rows) {
    let group = groups.get(row.groupId)
    if (!group) {
      group = {
        id: row.groupId,
        faqTitle: row.faqTitle,
        faqIcon: row.faqIcon,
        faqSubtitle: row.faqSubtitle,
        faqs: [],
      }
      groups.set(row.groupId, group)
    }
    group.faqs.push({ id: row.id, question: row.question, answer: row.answer })
  }
  return [...groups.values()]
}

function toAdminFaq(row: Awaited<ReturnType<typeof pagesRepo.findFaq>> & object): FaqAdminEntry {
  return {
    id: row.id,
    groupId: row.groupId,
    position: row.position,
    question: row.question,
    answer: row.answer,
    published: row.published,
    translations: row.translations as FaqAdminEntry['translations'],
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** A group's or category's text in the author's language, the English where it has none. */
function inLanguage<Field extends string>(
  row: Record<Field, string> & { translations: Partial<Record<string, Partial<Record<Field, string>>>> },
  field: Field,
  lang: ContentLanguage,
): string {
  return row.translations[lang]?.[field]?.trim() || row[field]
}

/** Every question of every group; the group titles in the author's language. */
export async function faqForAuthors(db: Db, lang: ContentLanguage = 'en'): Promise<FaqAdminResponse> {
  const [groups, entries] = await Promise.all([pagesRepo.selectFaqGroups(db), pagesRepo.selectAllFaqs(db)])
  return {
    groups: groups.map((group) => ({
      id: group.id,
      faqTitle: inLanguage(group, 'faqTitle', lang),
      faqIcon: group.faqIcon,
      faqSubtitle: inLanguage(group, 'faqSubtitle', lang),
      faqs: entries.filter((entry) => entry.groupId === group.id).map(toAdminFaq),
    })),
  }
}

/** Empty translations are left out: the English shows for them. */
function cleanTranslations<Field extends string>(
  translations: Partial<Record<string, Partial<Record<Field, string | undefined>>>>,
  htmlFields: readonly Field[],
): Partial<Record<string, Partial<Record<Field, string>>>> {
  const clean: Partial<Record<string, Partial<Record<Field, string>>>> = {}
  for (const [lang, fields] of Object.entries(translations)) {
    const kept: Partial<Record<Field, string>> = {}
    for (const [field, value] of Object.entries(fields ?? {}) as [Field, string | undefined][]) {
      const text = htmlFields.includes(field) ? sanitizeDescription(value ?? '') : (value ?? '')
      if (text.trim()) kept[field] = text
    }
    if (Object.keys(kept).length) clean[lang] = kept
  }
  return clean
}

async function faqValues(db: Db, input: FaqEntryWrite): Promise<pagesRepo.FaqValues> {
  if (!(await pagesRepo.findFaqGroup(db, input.groupId))) throw badRequest({ groupId: [M.groupNotFound] })
  const answer = sanitizeDescription(input.answer)
  if (!answer.replace(/<[^>]*>/g, '').trim()) throw badRequest({ answer: [M.required] })
  return {
    groupId: input.groupId,
    question: input.question,
    answer,
    published: input.published,
    translations: cleanTranslations(input.translations, ['answer']),
  }
}

export async function createFaq(db: Db, input: FaqEntryWrite): Promise<FaqAdminEntry> {
  return toAdminFaq(await pagesRepo.insertFaq(db, await faqValues(db, input)))
}

export async function updateFaq(db: Db, id: number, input: FaqEntryWrite): Promise<FaqAdminEntry> {
  const row = await pagesRepo.updateFaq(db, id, await faqValues(db, input))
  if (!row) throw notFound(M.faqNotFound)
  return toAdminFaq(row)
}

export async function deleteFaq(db: Db, id: number): Promise<void> {
  if (!(await pagesRepo.deleteFaq(db, id))) throw notFound(M.faqNotFound)
}

/** The new order must name each question of the group exactly once. */
function sameMembers(current: number[], wanted: number[]): boolean {
  return (
    current.length === wanted.length &&
    new Set(wanted).size === wanted.length &&
    wanted.every((id) => current.includes(id))
  )
}

export async function reorderFaqs(db: Db, groupId: number, ids: number[]): Promise<FaqAdminResponse> {
  if (!(await pagesRepo.findFaqGroup(db, groupId))) throw notFound(M.groupNotFound)
  if (!sameMembers(await pagesRepo.selectFaqIdsOfGroup(db, groupId), ids)) {
    throw badRequest({ ids: [M.orderMismatch] })
  }
  await pagesRepo.reorderFaqs(db, ids)
  return faqForAuthors(db)
}

// ---------------------------------------------------------------------------------------------
// Help center

export async function helpCenter(db: Db, lang: ContentLanguage): Promise<HelpCenterResponse> {
  const rows = await pagesRepo.selectPublishedArticles(db, lang)
  const categories = new Map<number, HelpCenterResponse['allArticles'][number]>()
  for (const row of rows) {
    let category = categories.get(row.categoryId)
    if (!category) {
      category = { title: row.category, icon: row.icon, articles: [] }
      categories.set(row.categoryId, category)
    }
    category.articles.push({ slug: row.slug, title: row.title })
  }
  const card = ({ slug, title, img, subtitle }: (typeof rows)[number]) => ({ slug, title, img, subtitle })
  return {
    allArticles: [...categories.values()],
    popularArticles: rows.filter((row) => row.popular).map(card),
    keepLearning: rows.filter((row) => row.keepLearning).map(card),
  }
}

/** The help center's search box: published articles matching q in the reader's language. */
export async function searchHelpCenter(
  db: Db,
  lang: ContentLanguage,
  q: string,
): Promise<HelpSearchResponse> {
  const rows = await pagesRepo.searchPublishedArticles(db, lang, q, HELP_SEARCH_LIMIT)
  return {
    articles: rows.map(({ slug, title, subtitle, category }) => ({ slug, title, subtitle, category })),
  }
}

/** A published article (the first popular one without a slug) with its related articles. */
export async function article(db: Db, lang: ContentLanguage, slug: string | undefined): Promise<ArticleData> {
  const row = await pagesRepo.findPublishedArticle(db, lang, slug)
  if (!row) throw notFound(M.articleNotFound)
  const related = await pagesRepo.selectRelatedArticles(db, lang, row.categoryId, row.id)
  return {
    slug: row.slug,
    title: row.title,
    category: row.category,
    lastUpdated: row.lastUpdated,
    productContent: row.productContent,
    checkoutContent: row.checkoutContent,
    articleList: related,
    productImg: row.productImg,
    checkoutImg: row.checkoutImg,
  }
}

type ArticleRow = NonNullable<Awaited<ReturnType<typeof pagesRepo.findArticle>>>

function toAdminArticle(row: ArticleRow): ArticleAdmin {
  return {
    id: row.id,
    categoryId: row.categoryId,
    position: row.position,
    slug: row.slug,
    title: row.title,
    subtitle: row.subtitle,
    productContent: row.productContent,
    checkoutContent: row.checkoutContent,
    popular: row.popular,
    keepLearning: row.keepLearning,
    published: row.published,
    lastUpdated: row.lastUpdated,
    translations: row.translations as ArticleAdmin['translations'],
  }
}

/** Every article of every category; the category titles in the author's language. */
export async function articlesForAuthors(db: Db, lang: ContentLanguage = 'en'): Promise<ArticleAdminList> {
  const [categories, articles] = await Promise.all([
    pagesRepo.selectCategories(db),
    pagesRepo.selectAllArticles(db),
  ])
  return {
    categories: categories.map((category) => ({
      id: category.id,
      title: inLanguage(category, 'title', lang),
      icon: category.icon,
      articles: articles.filter((row) => row.categoryId === category.id).map(toAdminArticle),
    })),
  }
}

export async function articleForAuthors(db: Db, id: number): Promise<ArticleAdmin> {
  const row = await pagesRepo.findArticle(db, id)
  if (!row) throw notFound(M.articleNotFound)
  return toAdminArticle(row)
}

async function articleValues(db: Db, input: ArticleWrite, id: number | null, today: string) {
  if (!(await pagesRepo.findCategory(db, input.categoryId)))
    throw badRequest({ categoryId: [M.categoryNotFound] })
  const owner = await pagesRepo.findArticleIdBySlug(db, input.slug)
  if (owner !== undefined && owner !== id) throw conflict({ slug: [M.slugTaken] })
  const productContent = sanitizeDescription(input.productContent)
  if (!productContent.replace(/<[^>]*>/g, '').trim()) throw badRequest({ productContent: [M.required] })
  return {
    categoryId: input.categoryId,
    slug: input.slug,
    title: input.title,
    subtitle: input.subtitle,
    productContent,
    checkoutContent: sanitizeDescription(input.checkoutContent),
    popular: input.popular,
    keepLearning: input.keepLearning,
    published: input.published,
    translations: cleanTranslations(input.translations, ['productContent', 'checkoutContent']),
    lastUpdated: today,
  }
}

export async function createArticle(db: Db, input: ArticleWrite, now = new Date()): Promise<ArticleAdmin> {
  const values = await articleValues(db, input, null, now.toISOString().slice(0, 10))
  const row = await pagesRepo.insertArticle(db, {
    ...values,
    // Pictures without words, so they suit every language the article is read in.
    img: imageUrl('banner', input.slug),
    productImg: imageUrl('banner', `${input.slug}-product`),
    checkoutImg: imageUrl('banner', `${input.slug}-checkout`),
  })
  return toAdminArticle(row)
}

export async function updateArticle(
  db: Db,
  id: number,
  input: ArticleWrite,
  now = new Date(),
): Promise<ArticleAdmin> {
  if (!(await pagesRepo.findArticle(db, id))) throw notFound(M.articleNotFound)
  const row = await pagesRepo.updateArticle(
    db,
    id,
    await articleValues(db, input, id, now.toISOString().slice(0, 10)),
  )
  if (!row) throw notFound(M.articleNotFound)
  return toAdminArticle(row)
}

export async function deleteArticle(db: Db, id: number): Promise<void> {
  if (!(await pagesRepo.deleteArticle(db, id))) throw notFound(M.articleNotFound)
}

export async function reorderArticles(db: Db, categoryId: number, ids: number[]): Promise<ArticleAdminList> {
  if (!(await pagesRepo.findCategory(db, categoryId))) throw notFound(M.categoryNotFound)
  if (!sameMembers(await pagesRepo.selectArticleIdsOfCategory(db, categoryId), ids)) {
    throw badRequest({ ids: [M.orderMismatch] })
  }
  await pagesRepo.reorderArticles(db, ids)
  return articlesForAuthors(db)
}

// ---------------------------------------------------------------------------------------------
// Plans and the subscription

export async function plans(db: Db): Promise<Plan[]> {
  const rows = await pagesRepo.selectPlans(db)
  return rows.map((row) => ({
    code: row.code as UserPlan,
    monthlyPrice: row.monthlyPrice,
    annualMonthlyPrice: row.annualMonthlyPrice,
    popular: row.popular,
    features: row.features,
  }))
}

type Card = z.infer<typeof cardSchema>

/** No card is charged: the test card pays, any other well-formed card is declined. */
function chargeTestCard(card: Card): void {
  if (card.number !== TEST_CARD_NUMBER) throw refused(M.cardDeclined)
}

export async function subscribe(
  db: Db,
  userId: number,
  input: z.infer<typeof subscriptionSchema>,
): Promise<SubscriptionResponse> {
  const plan = await pagesRepo.findPlan(db, input.plan)
  if (!plan) throw badRequest({ plan: [M.required] })
  chargeTestCard(input.card)
  await accountService.changePlan(db, userId, input.plan, input.cycle)
  return { plan: input.plan, cycle: input.cycle, charged: planPeriodPrice(plan, input.cycle) }
}

// ---------------------------------------------------------------------------------------------
// Catalogue and checkout

export async function catalogue(db: Db, q: string | undefined) {
  return { products: await pagesRepo.selectCatalogue(db, q) }
}

/** What the checkout asks for and offers, from the store settings (public). */
export async function checkoutOptions(db: Db): Promise<CheckoutOptions> {
  const settings = await settingsService.getStoreSettings(db)
  const enabled = new Set(
    settings.payments.providers.filter((provider) => provider.enabled).map((provider) => provider.name),
  )
  return {
    storeName: settings.details.storeName,
    fields: settings.checkout,
    payments: {
      providers: PAYMENT_PROVIDERS.filter((provider) => enabled.has(provider)),
      manualMethods: settings.payments.manualMethods,
    },
    deliveryPrices: DELIVERY_PRICES,
  }
}

type ProductForSale = Awaited<ReturnType<typeof pagesRepo.selectProductsForQuote>>[number]

/**
 * The cart's lines from the catalogue: every product must be published and in stock with enough
 * units (409 naming the line otherwise). Quantities of a product listed twice add up.
 */
function cartLines(items: { productId: number; qty: number }[], found: ProductForSale[]) {
  const wanted = new Map<number, number>()
  for (const item of items) wanted.set(item.productId, (wanted.get(item.productId) ?? 0) + item.qty)
  const byId = new Map(found.map((product) => [product.id, product]))
  const lines: { productId: number; productName: string; qty: number; price: number }[] = []
  const errors: { code: typeof M.productUnavailable | typeof M.outOfStock; params: MessageParams }[] = []
  for (const [productId, qty] of wanted) {
    const product = byId.get(productId)
    if (!product || product.status !== 'Published' || !product.stock) {
      errors.push({
        code: M.productUnavailable,
        params: { product: product?.productName ?? `#${productId}` },
      })
      continue
    }
    if (product.qty < qty) {
      errors.push({ code: M.outOfStock, params: { product: product.productName, available: product.qty } })
      continue
    }
    lines.push({ productId, productName: product.productName, qty, price: product.price })
  }
  if (errors.length) throw conflict({ items: errors })
  return lines
}

/**
 * The cart priced by the orders' pricing (lines, delivery, discount, tax, total), with the offer
 * its code gives once the code's rules hold for this cart (offers.ts; a 400 on offerCode if not).
 */
async function priceCart(
  db: Db | pagesRepo.Tx,
  lines: ReturnType<typeof cartLines>,
  delivery: DeliveryOption,
  postalCode: string,
  code: string,
  context: Omit<OfferContext, 'subtotal'>,
  lock: boolean,
) {
  const plain = priceOrder(lines, delivery, postalCode)
  const offer = await checkOffer(db, code, { ...context, subtotal: plain.subtotal }, { lock })
  return {
    totals: offer ? priceOrder(lines, delivery, postalCode, offer) : plain,
    dealId: offer?.dealId ?? null,
  }
}

/** What the cart will cost, without taking anything (the checkout's summary). */
export async function quote(
  db: Db,
  input: CheckoutQuote,
  userId: number | null = null,
  now = new Date(),
): Promise<CheckoutTotals> {
  const found = await pagesRepo.selectProductsForQuote(db, [
    ...new Set(input.items.map((item) => item.productId)),
  ])
  const lines = cartLines(input.items, found)
  const { totals } = await priceCart(
    db,
    lines,
    input.delivery,
    input.postalCode,
    input.offerCode,
    {
      now,
      country: input.country,
      email: input.email,
      paymentMethod: input.paymentMethod,
      manualMethod: input.manualMethod,
      userId,
    },
    false,
  )
  return totals
}

type Settlement = {
  /** The order's payment state: 1 paid, 2 pending. */
  payment: 1 | 2
  method: OrderMethod
  methodNumber: string
  methodName: string
  /** How the customer's mail names the way of paying. */
  text: string
}

/**
 * How the order is paid, among the ways the store offers (400 on payment.method otherwise): a card
 * is charged now (only the test card pays) and named by its brand, read from the number; PayPal and
 * the manual methods leave the order waiting for the payment.
 */
function settle(payment: CheckoutPayment, offered: StorePayments): Settlement {
  const enabled = (name: (typeof PAYMENT_PROVIDERS)[number]) =>
    offered.providers.some((provider) => provider.name === name && provider.enabled)
  const unavailable = () => badRequest({ 'payment.method': [M.paymentUnavailable] })
  switch (payment.method) {
    case 'card': {
      if (!enabled('card')) throw unavailable()
      chargeTestCard(payment.card)
      const brand = cardBrand(payment.card.number)
      const methodNumber = payment.card.number.slice(-4)
      const name = brand ? CARD_BRAND_NAMES[brand] : 'Card'
      return {
        payment: 1,
        method: brand ?? 'card',
        methodNumber,
        methodName: '',
        text: `${name} •••• ${methodNumber}`,
      }
    }
    case 'paypal':
      if (!enabled('paypal')) throw unavailable()
      return { payment: 2, method: 'paypalLogo', methodNumber: '', methodName: '', text: 'PayPal' }
    case 'manual': {
      const name = offered.manualMethods.find(
        (method) => method.toLowerCase() === payment.manualMethod.toLowerCase(),
      )
      if (!name) throw unavailable()
      return { payment: 2, method: 'manual', methodNumber: '', methodName: name, text: name }
    }
  }
}

/**
 * Places the order, as the store's settings have the checkout: the address must give what they
 * require (what they hide is dropped) and the payment be one they offer. Then, in one transaction,
 * the products are locked, priced and checked, their units taken, the customer found (by email, or
 * by phone when the store reaches customers by phone) or created, and the order written with its
 * money as priced. Two buyers of the last unit: the second waits for the first's lock and then
 * finds none left (409). The customer's confirmation and the team's notices follow the commit.
 */
export async function checkout(
  deps: emailService.EmailDeps,
  input: Checkout,
  now = new Date(),
  userId: number | null = null,
): Promise<CheckoutResponse> {
  const { db } = deps
  const settings = await settingsService.getStoreSettings(db)
  // The route checked each field's form; the store's rules decide which it requires (400 as the form says).
  const parsed = z
    .object({ address: checkoutAddressSchemaFor(settings.checkout) })
    .safeParse({ address: input.address })
  if (!parsed.success) throw invalidInput(parsed.error, 'address')
  const { address } = parsed.data
  const settlement = settle(input.payment, settings.payments)
  const ids = [...new Set(input.items.map((item) => item.productId))].sort((a, b) => a - b)
  // Orders and customers keep the country's English name beside its code, as the back office has them.
  const countryCode = address.country
  const country = countryName(countryCode, 'en')
  const fullName = checkoutFullName(address)
  const placed = await db.transaction(async (tx) => {
    const locked = await pagesRepo.lockProducts(tx, ids)
    const { totals, dealId } = await priceCart(
      tx,
      cartLines(input.items, locked),
      input.delivery,
      address.postalCode,
      input.offerCode,
      {
        now,
        country: countryCode,
        email: address.email,
        paymentMethod: input.payment.method,
        manualMethod: input.payment.method === 'manual' ? input.payment.manualMethod : '',
        userId,
      },
      true,
    )
    for (const line of totals.lines) await pagesRepo.takeStock(tx, line.productId, line.qty)
    const customer = await pagesRepo.findOrCreateCustomer(tx, {
      customer: fullName,
      email: address.email,
      country,
      countryCode: countryCode.toLowerCase(),
      contact: address.contactPhone || address.phone,
    })
    const postal = {
      name: fullName,
      ...(address.company ? { company: address.company } : {}),
      line1: address.line1,
      line2: address.line2,
      city: address.city,
      state: '',
      postalCode: address.postalCode,
      country,
      phone: address.phone,
    }
    const order = await pagesRepo.insertOrder(tx, {
      customerId: customer.id,
      payment: settlement.payment,
      method: settlement.method,
      methodNumber: settlement.methodNumber,
      methodName: settlement.methodName,
      subtotal: totals.subtotal,
      shipping: totals.shipping,
      tax: totals.tax,
      discount: totals.discount,
      offerCode: totals.offerCode || null,
      dealId,
      spent: totals.total,
      orderedAt: now,
      address: postal,
      lines: totals.lines.map(({ productId, productName, qty, price }) => ({
        productId,
        productName,
        qty,
        price,
      })),
    })
    return { totals, customer, order }
  })
  const { totals, customer, order } = placed
  await orderNotices.orderPlaced(
    deps,
    settings,
    {
      id: order.id,
      orderNumber: order.orderNumber,
      orderedAt: now,
      customer: { name: fullName, email: address.email },
      lines: totals.lines,
      subtotal: totals.subtotal,
      shipping: totals.shipping,
      tax: totals.tax,
      discount: totals.discount,
      offerCode: totals.offerCode,
      total: totals.total,
      paid: settlement.payment === 1,
      paymentText: settlement.text,
    },
    customer,
  )
  return {
    ...totals,
    orderId: order.id,
    orderNumber: order.orderNumber,
    orderLabel: orderNumberText(order.orderNumber, {
      prefix: settings.details.orderIdPrefix,
      suffix: settings.details.orderIdSuffix,
    }),
    paid: settlement.payment === 1,
  }
}

/** The coming-soon page's "notify me": the address is kept once, in the language of the page. */
export async function subscribeToLaunch(db: Db, input: z.infer<typeof launchSubscriptionSchema>) {
  await pagesRepo.insertLaunchSubscriber(db, { email: input.email, language: input.language })
  return { subscribed: true as const }
}

/**
 * Stores a visitor's message, puts it in the administrators' inboxes (from the visitor, so "reply"
 * answers them by mail) and rings their bell, which opens the inbox.
 */
export async function contact(db: Db, input: z.infer<typeof contactMessageSchema>) {
  const stored = await pagesRepo.insertContactMessage(db, input)
  const admins = await usersWhoMay(db, { action: 'manage', subject: 'all' })
  await emailService.deliverToInboxes(db, admins, {
    from: { email: input.email, name: input.fullName },
    subject: `${CONTACT_SUBJECT_PREFIX}${input.fullName}`,
    text: input.message,
  })
  await notify(db, {
    userIds: admins,
    kind: 'contactMessage',
    params: { name: input.fullName },
    link: '/apps/email',
  })
  return stored
}
