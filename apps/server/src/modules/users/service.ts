// Rules of the users module: paging with the spec's fall-back to page 1, unique logins, known
// roles, and no deleting your own account.
import type { User, UserCreate, UserDetail, UserListQuery, UserListResponse } from '@aurum/shared'
import { hashPassword } from '../../auth/password.js'
import type { Db } from '../../db/client.js'
import { avatarUrl } from '../../db/seed/context.js'
import { pageWithinRange } from '../../db/sql-helpers.js'
import { ApiProblem, badRequest, conflict, notFound } from '../../http/errors.js'
import * as usersRepo from './repo.js'

export async function listUsers(db: Db, query: UserListQuery): Promise<UserListResponse> {
  const firstTry = await usersRepo.selectUsersPage(db, query, query.page)
  const totalUsers = firstTry.total
  const page = pageWithinRange(query.page, query.itemsPerPage, totalUsers)
  const { rows } = page === query.page ? firstTry : await usersRepo.selectUsersPage(db, query, page)
  return {
    users: rows as User[],
    totalUsers,
    totalPages: Math.ceil(totalUsers / query.itemsPerPage),
    page,
  }
}

export async function getUser(db: Db, id: number): Promise<UserDetail> {
  const user = await usersRepo.findUser(db, id)
  if (!user) throw notFound('User not found')
  return user as UserDetail
}

/** 409 naming each of the email and username already used by someone (case-insensitive). */
export async function assertLoginsFree(db: Db, email: string, username: string): Promise<void> {
  const errors: Record<string, string[]> = {}
  for (const taken of await usersRepo.findTakenLogins(db, email, username)) {
    if (taken.email.toLowerCase() === email.toLowerCase()) errors.email = ['This email is already registered']
    if (taken.username.toLowerCase() === username.toLowerCase()) errors.username = ['This username is taken']
  }
  if (Object.keys(errors).length) throw conflict(errors)
}

export async function createUser(db: Db, input: UserCreate): Promise<UserDetail> {
  await assertLoginsFree(db, input.email, input.username)
  if (!(await usersRepo.roleExists(db, input.role))) throw badRequest({ role: ['Unknown role'] })
  const { password, ...fields } = input
  const id = await usersRepo.insertUser(db, {
    ...fields,
    avatar: avatarUrl(input.fullName),
    passwordHash: password ? await hashPassword(password) : null,
  })
  return getUser(db, id)
}

export async function deleteUser(db: Db, id: number, actingUserId: number): Promise<void> {
  if (id === actingUserId) throw new ApiProblem(409, { message: 'You cannot delete your own account' })
  if (!(await usersRepo.deleteUser(db, id))) throw notFound('User not found')
}
