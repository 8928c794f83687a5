// Page objects of the authentication screens: fields and buttons found by role and label.
import type { Locator, Page } from '@playwright/test'

export class LoginScreen {
  readonly email: Locator
  readonly password: Locator
  readonly submit: Locator

  constructor(readonly page: Page) {
    this.email = page.getByLabel('Email', { exact: true })
    this.password = page.getByLabel('Password', { exact: true })
    this.submit = page.getByRole('button', { name: 'Log in' })
  }

  async open(query = '') {
    await this.page.goto(`/login${query}`)
  }

  async logIn(credentials: { email: string; password: string }) {
    await this.email.fill(credentials.email)
    await this.password.fill(credentials.password)
    await this.submit.click()
  }
}

export class RegisterScreen {
  readonly username: Locator
  readonly email: Locator
  readonly password: Locator
  readonly terms: Locator
  readonly submit: Locator

  constructor(readonly page: Page) {
    this.username = page.getByLabel('Username', { exact: true })
    this.email = page.getByLabel('Email', { exact: true })
    this.password = page.getByLabel('Password', { exact: true })
    this.terms = page.getByLabel('I agree to the privacy policy and terms')
    this.submit = page.getByRole('button', { name: 'Sign up' })
  }

  async register(account: { username: string; email: string; password: string }) {
    await this.page.goto('/register')
    await this.username.fill(account.username)
    await this.email.fill(account.email)
    await this.password.fill(account.password)
    await this.terms.check()
    await this.submit.click()
  }
}
