// Rules of the profile module: a signed-in user always has a profile (stored, or built from their
// account with empty tabs), the tab data keeps its contract, and connections toggle by position.
import {
  PROFILE_MESSAGES,
  profileConnectionSchema,
  profileProjectRowSchema,
  profileTabDataSchemas,
  type ProfileConnection,
  type ProfileHeader,
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

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** The stored header, or one made from the account so a user without a seeded profile sees their own. */
export async function getHeader(db: Db, user: UserData): Promise<ProfileHeader> {
  const stored = await profileRepo.findHeader(db, user.id)
  if (stored) return stored
  const basics = await profileRepo.findUserBasics(db, user.id)
  const fullName = basics?.fullName ?? user.fullName
  return {
    fullName,
    location: basics?.country ?? '',
    joiningDate: isoDate(basics?.createdAt ?? new Date()),
    designation: capitalized(basics?.role ?? user.role),
    profileImg: basics?.avatar ?? user.avatar ?? avatarUrl(fullName),
    coverImg: imageUrl('cover', fullName),
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
  if (stored === undefined) return emptyTab(tab)
  // Parsing drops anything outside the contract, so the answer is what the OpenAPI document says.
  return profileTabDataSchemas[tab].parse(stored) as ProfileTabData[T]
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
