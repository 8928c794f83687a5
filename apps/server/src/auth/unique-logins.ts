// The one rule of the users table that only the database can keep under concurrency: an email and
// a username belong to one user, whatever their case. Used by every module that writes them.
import { COMMON_MESSAGES } from '@aurum/shared'
import { pgConstraintName, pgErrorCode, UNIQUE_VIOLATION } from '../db/pg-errors.js'
import { conflict, type Reason } from '../http/errors.js'

const LOGIN_CONSTRAINTS: Record<string, [field: 'email' | 'username', reason: Reason]> = {
  users_email_lower_key: ['email', COMMON_MESSAGES.emailTaken],
  users_username_lower_key: ['username', COMMON_MESSAGES.usernameTaken],
}

/**
 * Runs a write of a user's email or username; two requests that both passed assertLoginsFree (the
 * same address twice at once, or differing only in case) meet the unique index, and the loser gets
 * the same 409 as if it had come second.
 */
export async function withUniqueLogins<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    const taken = pgErrorCode(error) === UNIQUE_VIOLATION && LOGIN_CONSTRAINTS[pgConstraintName(error) ?? '']
    if (taken) throw conflict({ [taken[0]]: [taken[1]] })
    throw error
  }
}
