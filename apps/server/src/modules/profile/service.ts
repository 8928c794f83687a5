// Rules of the profile module: a signed-in user always has a profile; who they are (name, role,
// country, phone, email) is read from their account, one source with account settings, and the
// rest (teams, projects, connections) from the stored tabs; connections toggle by position.
import {
  ACCOUNT_MESSAGES,
  PROFILE_MESSAGES,
  profileConnectionSchema,
  profileProjectRowSchema,
  profileTabDataSchemas,
  type ProfileConnection,
  type ProfileHeader,
  type ProfileOverview,
  type ProfileProperty,
  type ProfileProjectListQuery,
  type ProfileProjectListResponse,
  type ProfileTabData,
  type ProfileTabName,
  type UserData,
} from '@aurum/shared'
import type { Db } from '../../db/client.js'
import { avatarUrl, imageUrl } from '../media/urls.js'
import { isoDate } from '../../lib/dates.js'
import { notFound } from '../../http/errors.js'
import * as profileRepo from './repo.js'

type AccountBasics = NonNullable<Awaited<ReturnType<typeof profileRepo.findUserBasics>>>

async function accountOf(db: Db, userId: number): Promise<AccountBasics> {
  const basics = await profileRepo.findUserBasics(db, userId)
  // The session middleware only lets existing users through; a row gone since is a 404.
  if (!basics) throw notFound(ACCOUNT_MESSAGES.notFound)
  return basics
}

/**
 * The header: who the user is comes from the account (name, picture, country, role, the day the
 * account was made), so the profile shows what account settings saved; a stored header adds only
 * its cover picture. `designation` is the role's name (the web names it in the reader's language).
 */
export async function getHeader(db: Db, user: UserData): Promise<ProfileHeader> {
  const [account, stored] = await Promise.all([accountOf(db, user.id), profileRepo.findHeader(db, user.id)])
  return {
    fullName: account.fullName,
    location: account.country,
    joiningDate: isoDate(account.createdAt),
    designation: account.role,
    profileImg: account.avatar ?? avatarUrl(account.fullName),
    coverImg: stored?.coverImg ?? imageUrl('cover', account.fullName),
  }
}

type AccountLine = readonly [
  property: string,
  field: 'fullName' | 'status' | 'role' | 'country' | 'language' | 'contact' | 'email',
  icon: string,
]

/** The about and contact lines the account owns, by the stored English name the web translates. */
const ACCOUNT_ABOUT: readonly AccountLine[] = [
  ['Full Name', 'fullName', 'ri-user-3-line'],
  ['Status', 'status', 'ri-check-line'],
  ['Role', 'role', 'ri-star-smile-line'],
  ['Country', 'country', 'ri-flag-line'],
  ['Language', 'language', 'ri-translate-2'],
]
const ACCOUNT_CONTACTS: readonly AccountLine[] = [
  ['Contact', 'contact', 'ri-phone-line'],
  ['Email', 'email', 'ri-mail-open-line'],
]
const ACCOUNT_PROPERTIES = new Set<string>(
  [...ACCOUNT_ABOUT, ...ACCOUNT_CONTACTS].map(([property]) => property),
)

function accountLines(account: AccountBasics, lines: readonly AccountLine[]): ProfileProperty[] {
  return lines
    .filter(([, field]) => account[field])
    .map(([property, field, icon]) => ({ property, value: account[field], icon }))
}

/** The profile tab's about and contacts: the account's lines, then the profile's own (Skype). */
function withAccountLines(tab: ProfileOverview, account: AccountBasics): ProfileOverview {
  const own = (lines: ProfileProperty[]) => lines.filter((line) => !ACCOUNT_PROPERTIES.has(line.property))
  const [contact = [], email = []] = ACCOUNT_CONTACTS.map((line) => accountLines(account, [line]))
  return {
    ...tab,
    about: [...accountLines(account, ACCOUNT_ABOUT), ...own(tab.about)],
    contacts: [...contact, ...own(tab.contacts), ...email],
  }
}

function emptyTab<T extends ProfileTabName>(tab: T): ProfileTabData[T] {
  const empty: ProfileTabData = {
    profile: { about: [], contacts: [], teams: [], overview: [], connections: [], teamsTech: [] },
    teams: [],
    projects: [],
    connections: [],
  }
  return empty[tab]
}

export async function getTab<T extends ProfileTabName>(
  db: Db,
  userId: number,
  tab: T,
): Promise<ProfileTabData[T]> {
  const stored = await profileRepo.findTabData(db, userId, tab)
  // Parsing drops anything outside the contract, so the answer is what the OpenAPI document says.
  const data =
    stored === undefined ? emptyTab(tab) : (profileTabDataSchemas[tab].parse(stored) as ProfileTabData[T])
  if (tab !== 'profile') return data
  return withAccountLines(data as ProfileOverview, await accountOf(db, userId)) as ProfileTabData[T]
}

export async function listProjects(
  db: Db,
  userId: number,
  query: ProfileProjectListQuery,
): Promise<ProfileProjectListResponse> {
  const { rows, ...total } = await profileRepo.selectProjectsPage(db, userId, query)
  return { projects: rows.map((row) => profileProjectRowSchema.parse(row)), ...total }
}

export async function setConnection(
  db: Db,
  userId: number,
  index: number,
  isConnected: boolean,
): Promise<ProfileConnection> {
  const connection = await profileRepo.setConnectionFlag(db, userId, index, isConnected)
  if (connection === undefined) throw notFound(PROFILE_MESSAGES.connectionNotFound)
  return profileConnectionSchema.parse(connection)
}
