import { describe, expect, it } from 'vitest'
import { ACCOUNT_LANGUAGES } from '../schemas/account.js'
import { LANGUAGES, USER_LANGUAGE_CODES, USER_LANGUAGES } from './index.js'

describe('user languages', () => {
  it('are the four languages of the product, each once', () => {
    expect(USER_LANGUAGES.map((name) => USER_LANGUAGE_CODES[name]).sort()).toEqual(
      LANGUAGES.map((language) => language.code).sort(),
    )
    expect(ACCOUNT_LANGUAGES).toEqual(USER_LANGUAGES)
  })
})
