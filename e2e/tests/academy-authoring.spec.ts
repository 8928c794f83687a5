// Course authoring against the real API: an author (the seeded author role) creates a course, adds a
// section and two topics, moves a topic up with the keyboard-reachable buttons, and finds the course
// on my courses and its content on the course details. Axe on the list and the editor.
import { expect as baseExpect, test } from '@playwright/test'
import { createUserByApi, logInByApi, useClientValues } from '../support/session'
import { expectNoSeriousAxeViolation } from '../support/axe'
import { captureErrors } from '../support/shell'

const expect = baseExpect.configure({ timeout: 30_000 })
test.describe.configure({ timeout: 180_000 })

test('an author creates a course with a section and two topics and learners see it', async ({
  browser,
  request,
}) => {
  // An author of their own, so the list starts empty whatever ran before.
  const author = await createUserByApi(request, { label: 'author', role: 'author' })
  const page = await (await browser.newContext()).newPage()
  await useClientValues(page, { language: 'en', theme: 'light' })
  await logInByApi(page, request, author)
  const errors = captureErrors(page)
  const title = `Accessible forms ${Date.now().toString(36)}`

  await page.goto('/apps/academy/authoring')
  await expect(page.getByRole('heading', { level: 1, name: 'Course authoring' })).toBeVisible()
  await expect(page.getByText('You have not written a course yet')).toBeVisible()
  await expectNoSeriousAxeViolation(page, { label: 'authoring list (empty)' })

  await page.getByRole('link', { name: 'New course' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'New course' })).toBeVisible()
  await page.getByLabel('Course title').fill(title)
  await page.getByLabel('Short description').fill('Labels, errors and focus that work for everyone')
  await page.getByRole('combobox', { name: 'Label' }).click()
  await page.getByRole('option', { name: 'UI/UX' }).click()
  await page.getByLabel('Description', { exact: true }).fill('First paragraph.\n\nSecond paragraph.')
  await page.getByRole('button', { name: 'Create course' }).click()

  await expect(page).toHaveURL(/\/apps\/academy\/authoring\/\d+$/)
  const courseId = Number(new URL(page.url()).pathname.split('/').pop())
  await expect(page.getByRole('heading', { level: 1, name: `Edit “${title}”` })).toBeVisible()

  await page.getByRole('button', { name: 'Add section' }).click()
  const sectionDialog = page.getByRole('dialog', { name: 'Add a section' })
  await sectionDialog.getByLabel('Section title').fill('Getting started')
  await sectionDialog.getByRole('button', { name: 'Add section' }).click()
  await expect(sectionDialog).toBeHidden()
  await expect(page.getByRole('heading', { level: 3, name: 'Getting started' })).toBeVisible()

  for (const [topic, minutes] of [
    ['Labels that name', '12'],
    ['Errors that help', '8'],
  ] as const) {
    await page.getByRole('button', { name: 'Add topic to Getting started' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add a topic' })
    await dialog.getByLabel('Topic title').fill(topic)
    await dialog.getByLabel('Duration in minutes').fill(minutes)
    await dialog.getByRole('button', { name: 'Add topic' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByText(topic, { exact: true })).toBeVisible()
  }
  // A bad video address is refused under its field.
  await page.getByRole('button', { name: 'Edit topic Errors that help' }).click()
  const editDialog = page.getByRole('dialog', { name: 'Edit the topic' })
  await editDialog.getByLabel('Video address (optional)').fill('javascript:alert(1)')
  await editDialog.getByRole('button', { name: 'Save changes' }).click()
  await expect(editDialog.getByText(/Use an address starting with https:\/\//)).toBeVisible()
  await editDialog.getByLabel('Video address (optional)').fill('/media/errors.mp4')
  await editDialog.getByRole('button', { name: 'Save changes' }).click()
  await expect(editDialog).toBeHidden()

  // Moving up with the keyboard: the second topic becomes the first.
  await page.getByRole('button', { name: 'Move topic Errors that help up' }).focus()
  await page.keyboard.press('Enter')
  const topics = page.locator('section').filter({ hasText: 'Sections and topics' }).locator('ol ol > li')
  await expect(topics).toHaveText([/^Errors that help/, /^Labels that name/])
  await expect(page.getByText('2 topics in 1 sections')).toBeVisible()
  await expectNoSeriousAxeViolation(page, { label: 'course editor' })

  await page.goto(`/apps/academy/my-course?q=${encodeURIComponent(title)}`)
  const card = page.getByRole('article', { name: title })
  await expect(card.getByTestId('course-tasks')).toContainText('0 of 2 topics')
  await expect(card).toContainText(`By ${author.fullName}`)

  await page.goto(`/apps/academy/course-details/${courseId}`)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  const section = page.getByRole('list', { name: /^Getting started/ })
  await expect(section.getByRole('checkbox')).toHaveCount(2)
  await expect(section.getByText('Errors that help')).toBeVisible()
  await expect(section.getByText('Labels that name')).toBeVisible()

  await page.goto('/apps/academy/authoring')
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: title, exact: true }) })
  await expect(row.getByRole('cell')).toHaveText([new RegExp(title), 'UI/UX', '2', '0', ''])
  await expectNoSeriousAxeViolation(page, { label: 'authoring list' })
  expect(errors).toEqual([])
})
