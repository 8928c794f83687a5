// Rules of the wizards: a draft belongs to one user and one wizard (another user never reads it);
// a submission is validated whole on the route, stored, and ends the wizard's draft. The account
// wizard keeps the password hashed only; a listing's photos must be the user's own stored uploads.
// Deals and listings are read, edited and deleted by their owner only (another user's id: 404); a
// deal's code is unique among all deals, as the checkout's offer code names one deal.
import {
  WIZARDS_MESSAGES,
  type AccountSubmission,
  type AppAbility,
  type UserLanguage,
  type Deal,
  type Listing,
  type WizardDraft,
  type WizardId,
  type accountWizardSchema,
  type dealWizardSchema,
  listingWizardSchema,
} from '@aurum/shared'
import type { z } from 'zod'
import { hashPassword } from '../../auth/password.js'
import type { Db } from '../../db/client.js'
import { UNIQUE_VIOLATION, pgErrorCode } from '../../db/pg-errors.js'
import { ApiProblem, badRequest, notFound } from '../../http/errors.js'
import { REGISTERED_ROLE } from '../../auth/service.js'
import * as usersService from '../users/service.js'
import * as uploadsService from '../media/uploads-service.js'
import * as wizardsRepo from './repo.js'

const draftAnswer = (row: wizardsRepo.DraftRow): WizardDraft => ({
  step: row.step,
  data: row.data,
  updatedAt: row.updatedAt.toISOString(),
})

export async function readDraft(db: Db, userId: number, wizard: WizardId): Promise<WizardDraft | null> {
  const row = await wizardsRepo.selectDraft(db, userId, wizard)
  return row ? draftAnswer(row) : null
}

export async function saveDraft(
  db: Db,
  userId: number,
  wizard: WizardId,
  draft: { step: number; data: Record<string, unknown> },
): Promise<WizardDraft> {
  return draftAnswer(await wizardsRepo.upsertDraft(db, { userId, wizard, ...draft }))
}

export function discardDraft(db: Db, userId: number, wizard: WizardId): Promise<void> {
  return wizardsRepo.deleteDraft(db, userId, wizard)
}

const submissionAnswer = (row: wizardsRepo.SubmissionRow): AccountSubmission => {
  const personal = row.data.personal as { firstName?: string; lastName?: string } | undefined
  return {
    id: row.id,
    wizard: row.wizard as AccountSubmission['wizard'],
    username: row.username,
    email: row.email,
    fullName: [personal?.firstName, personal?.lastName].filter(Boolean).join(' '),
    accountId: row.accountId,
    createdAt: row.createdAt.toISOString(),
  }
}

/** The wizard's languages that are one of the product's four; the first becomes the account's. */
const ACCOUNT_LANGUAGE_NAMES: Partial<Record<string, UserLanguage>> = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  ar: 'Arabic',
}

/**
 * A 409/400 of the users module names `email` and `username`; the wizard's fields are
 * `account.email` and `account.username`, so the error lands on the wizard's own step.
 */
function onAccountStep(error: unknown): unknown {
  if (!(error instanceof ApiProblem) || (error.status !== 400 && error.status !== 409)) return error
  const prefix = (record: unknown) =>
    record && typeof record === 'object'
      ? Object.fromEntries(
          Object.entries(record).map(([field, value]) => [
            field === 'email' || field === 'username' ? `account.${field}` : field,
            value,
          ]),
        )
      : record
  return new ApiProblem(error.status, {
    ...error.body,
    errors: prefix(error.body.errors),
    codes: prefix(error.body.codes),
  })
}

/**
 * The account wizard's submission. A submitter who may create users creates the account itself
 * (role and plan of a self-registered account, active, with the typed password), as the users
 * page would; anyone else's submission is only kept, with the password hashed, and the answer's
 * `accountId: null` says that no account exists. Either way the submission is listed to its
 * submitter, and the wizard's draft ends.
 */
export async function submitAccount(
  db: Db,
  actor: { userId: number; ability: AppAbility },
  wizard: 'form-wizard-numbered' | 'form-wizard-icons',
  input: z.output<typeof accountWizardSchema>,
): Promise<AccountSubmission> {
  const { account, personal, social } = input
  let accountId: number | null = null
  if (actor.ability.can('create', 'User')) {
    const fullName = `${personal.firstName} ${personal.lastName}`
    const language = personal.languages.map((code) => ACCOUNT_LANGUAGE_NAMES[code]).find(Boolean) ?? 'English'
    try {
      const created = await usersService.createUser(
        db,
        {
          fullName,
          username: account.username,
          email: account.email,
          company: '',
          country: personal.country,
          contact: '',
          role: REGISTERED_ROLE,
          currentPlan: 'basic',
          status: 'active',
          taxId: '',
          language,
          password: account.password,
        },
        actor.ability,
      )
      accountId = created.id
    } catch (error) {
      throw onAccountStep(error)
    }
  }
  const row = await wizardsRepo.insertSubmission(db, {
    userId: actor.userId,
    wizard,
    username: account.username,
    email: account.email,
    // The created account holds its own password; a kept submission keeps the hash only.
    passwordHash: accountId === null ? await hashPassword(account.password) : null,
    accountId,
    data: { personal, social },
  })
  await wizardsRepo.deleteDraft(db, actor.userId, wizard)
  return submissionAnswer(row)
}

export async function listSubmissions(db: Db, userId: number): Promise<AccountSubmission[]> {
  return (await wizardsRepo.selectSubmissions(db, userId)).map(submissionAnswer)
}

const dealAnswer = (row: wizardsRepo.DealRow): Deal => ({
  id: row.id,
  dealType: row.dealType as Deal['dealType'],
  discount: row.discount,
  region: row.region as Deal['region'],
  title: row.title,
  code: row.code,
  description: row.description,
  offeredItems: row.offeredItems as Deal['offeredItems'],
  startDate: row.startDate,
  endDate: row.endDate,
  userType: row.userType as Deal['userType'],
  maxUsers: row.maxUsers,
  minCartAmount: row.minCartAmount,
  paymentMethod: row.paymentMethod as Deal['paymentMethod'],
  singleUse: row.singleUse,
  createdAt: row.createdAt.toISOString(),
})

const codeTaken = () => badRequest({ 'details.code': [WIZARDS_MESSAGES.codeTaken] })

/**
 * Writes a deal, its code unique among all deals in any case (the checkout finds a deal by it):
 * taken → 400 on details.code, checked first and, for two writers at once, by the unique index.
 */
async function writeDeal<R>(
  db: Db,
  code: string,
  exceptId: number | null,
  write: () => Promise<R>,
): Promise<R> {
  if (await wizardsRepo.codeTakenBy(db, code, exceptId)) throw codeTaken()
  try {
    return await write()
  } catch (error) {
    if (pgErrorCode(error) === UNIQUE_VIOLATION) throw codeTaken()
    throw error
  }
}

const dealColumns = (input: z.output<typeof dealWizardSchema>) => ({
  ...input.type,
  ...input.details,
  ...input.usage,
})

export async function createDeal(
  db: Db,
  userId: number,
  input: z.output<typeof dealWizardSchema>,
): Promise<Deal> {
  const row = await writeDeal(db, input.details.code, null, () =>
    wizardsRepo.insertDeal(db, { userId, ...dealColumns(input) }),
  )
  await wizardsRepo.deleteDraft(db, userId, 'create-deal')
  return dealAnswer(row)
}

export async function listDeals(db: Db, userId: number): Promise<Deal[]> {
  return (await wizardsRepo.selectDeals(db, userId)).map(dealAnswer)
}

/** One of the user's deals; another user's is 404 as if it did not exist. */
export async function getDeal(db: Db, userId: number, id: number): Promise<Deal> {
  const row = await wizardsRepo.selectDeal(db, userId, id)
  if (!row) throw notFound(WIZARDS_MESSAGES.dealNotFound)
  return dealAnswer(row)
}

export async function updateDeal(
  db: Db,
  userId: number,
  id: number,
  input: z.output<typeof dealWizardSchema>,
): Promise<Deal> {
  if (!(await wizardsRepo.selectDeal(db, userId, id))) throw notFound(WIZARDS_MESSAGES.dealNotFound)
  const row = await writeDeal(db, input.details.code, id, () =>
    wizardsRepo.updateDeal(db, userId, id, dealColumns(input)),
  )
  if (!row) throw notFound(WIZARDS_MESSAGES.dealNotFound)
  return dealAnswer(row)
}

/** Orders that used the deal keep its code and discount (their deal_id becomes null). */
export async function deleteDeal(db: Db, userId: number, id: number): Promise<void> {
  if (!(await wizardsRepo.deleteDeal(db, userId, id))) throw notFound(WIZARDS_MESSAGES.dealNotFound)
}

/** The deal an offer code names (any case), for the checkout; `lock` inside its transaction. */
export async function findDealByCode(
  db: wizardsRepo.DbOrTx,
  code: string,
  options: { lock: boolean },
): Promise<Deal | null> {
  const row = await wizardsRepo.selectDealByCode(db, code, options)
  return row ? dealAnswer(row) : null
}

const listingAnswer = (row: wizardsRepo.ListingRow): Listing => {
  const data = listingWizardSchema.parse(row.data)
  return {
    id: row.id,
    title: `${data.property.propertyType} · ${data.property.city}`,
    purpose: row.purpose as Listing['purpose'],
    city: row.city,
    expectedPrice: row.expectedPrice,
    photoIds: row.photoIds,
    photoUrls: row.photoIds.map(uploadsService.uploadUrl),
    data,
    createdAt: row.createdAt.toISOString(),
  }
}

/** Only the user's own uploads: another user's image ids are refused as unknown (400 by index). */
async function checkPhotos(db: Db, userId: number, photoIds: string[]) {
  const missing = await Promise.all(photoIds.map((id) => uploadsService.uploadOwnedBy(db, id, userId)))
  const unknown = photoIds.flatMap((_, index) => (missing[index] ? [] : [index]))
  if (unknown.length)
    throw badRequest(
      Object.fromEntries(unknown.map((index) => [`photos.photoIds.${index}`, [WIZARDS_MESSAGES.uploadId]])),
    )
}

const listingColumns = (input: z.output<typeof listingWizardSchema>) => ({
  purpose: input.property.purpose,
  city: input.property.city,
  expectedPrice: input.price.expectedPrice,
  photoIds: input.photos.photoIds,
  data: input,
})

export async function createListing(
  db: Db,
  userId: number,
  input: z.output<typeof listingWizardSchema>,
): Promise<Listing> {
  await checkPhotos(db, userId, input.photos.photoIds)
  const row = await wizardsRepo.insertListing(db, { userId, ...listingColumns(input) })
  await wizardsRepo.deleteDraft(db, userId, 'property-listing')
  return listingAnswer(row)
}

export async function getListing(db: Db, userId: number, id: number): Promise<Listing> {
  const row = await wizardsRepo.selectListing(db, userId, id)
  if (!row) throw notFound(WIZARDS_MESSAGES.listingNotFound)
  return listingAnswer(row)
}

export async function updateListing(
  db: Db,
  userId: number,
  id: number,
  input: z.output<typeof listingWizardSchema>,
): Promise<Listing> {
  if (!(await wizardsRepo.selectListing(db, userId, id))) throw notFound(WIZARDS_MESSAGES.listingNotFound)
  await checkPhotos(db, userId, input.photos.photoIds)
  const row = await wizardsRepo.updateListing(db, userId, id, listingColumns(input))
  if (!row) throw notFound(WIZARDS_MESSAGES.listingNotFound)
  return listingAnswer(row)
}

export async function deleteListing(db: Db, userId: number, id: number): Promise<void> {
  if (!(await wizardsRepo.deleteListing(db, userId, id))) throw notFound(WIZARDS_MESSAGES.listingNotFound)
}

export async function listListings(db: Db, userId: number): Promise<Listing[]> {
  return (await wizardsRepo.selectListings(db, userId)).map(listingAnswer)
}
