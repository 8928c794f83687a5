// Rules of the form showcases' server side: the validation demo's answer (the shared schema has
// already parsed the body) and the username check, which asks the users module and tells nothing
// but "free or not".
import { COMMON_MESSAGES, type FormValidationDemo, type FormValidationDemoResult } from '@aurum/shared'
import type { Db } from '../../db/client.js'
import { badRequest } from '../../http/errors.js'
import * as usersService from '../users/service.js'

export async function usernameAvailability(db: Db, username: string): Promise<{ available: boolean }> {
  return { available: await usersService.isUsernameFree(db, username) }
}

/**
 * What the demo would save: the parsed values without the passwords. A username taken meanwhile
 * (the page's check is advice, two tabs can race) is refused as the field's error.
 */
export async function submitValidationDemo(
  db: Db,
  form: FormValidationDemo,
): Promise<FormValidationDemoResult> {
  if (!(await usersService.isUsernameFree(db, form.username)))
    throw badRequest({ username: [COMMON_MESSAGES.usernameTaken] })
  const { password: _password, confirmPassword: _confirm, ...saved } = form
  return saved
}
