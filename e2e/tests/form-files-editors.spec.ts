// The file input and editor pages in a real browser: images chosen or dropped go to the server with
// a progress bar and come back as a thumbnail; a file over the limits is refused before any request;
// the server's own refusal is shown in words; an upload can be cancelled; the editor writes bold.
import { expect, test, type Page } from '@playwright/test'
import { ADMIN, logInByApi, useClientValues, type ClientValues } from '../support/session'
import { captureErrors } from '../support/shell'

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
const UPLOADS = '/api/media/uploads'

/** Requests that send a file to the server, counted from now on. */
function countUploads(page: Page): () => number {
  let sent = 0
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === UPLOADS) sent += 1
  })
  return () => sent
}

async function openPage(
  page: Page,
  request: Parameters<typeof logInByApi>[1],
  path: string,
  values: ClientValues = {},
) {
  await useClientValues(page, { language: 'en', theme: 'light', ...values })
  await logInByApi(page, request, ADMIN)
  await page.goto(path)
}

test('an image chosen from the drop zone uploads with progress and shows its thumbnail from the server', async ({
  page,
  request,
}) => {
  const errors = captureErrors(page)
  await openPage(page, request, '/forms/file-input')
  const chooser = page.waitForEvent('filechooser')
  await page.getByRole('button', { name: /Drop images here/ }).click()
  const answer = page.waitForResponse(
    (response) => new URL(response.url()).pathname === UPLOADS && response.request().method() === 'POST',
  )
  await (await chooser).setFiles({ name: 'pixel.png', mimeType: 'image/png', buffer: PNG })
  expect((await answer).status()).toBe(201)
  const uploads = page.getByRole('list', { name: 'Uploads' })
  await expect(uploads.getByRole('progressbar', { name: 'Upload progress of pixel.png' })).toHaveAttribute(
    'aria-valuenow',
    '100',
  )
  await expect(uploads.getByText(/Uploaded/)).toBeVisible()
  const thumbnail = uploads.getByRole('img', { name: 'pixel.png' })
  await expect(thumbnail).toHaveAttribute('src', /^\/api\/media\/uploads\/[A-Za-z0-9_-]+$/)
  await expect
    .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBe(1)

  // Dropped files go the same way.
  const dropped = page.waitForResponse((response) => new URL(response.url()).pathname === UPLOADS)
  const transfer = await page.evaluateHandle((bytes) => {
    const data = new DataTransfer()
    data.items.add(new File([new Uint8Array(bytes)], 'dropped.png', { type: 'image/png' }))
    return data
  }, Array.from(PNG))
  await page
    .getByRole('button', { name: /Drop images here/ })
    .dispatchEvent('drop', { dataTransfer: transfer })
  expect((await dropped).status()).toBe(201)
  await expect(uploads.getByRole('img', { name: 'dropped.png' })).toBeVisible()
  await uploads.getByRole('button', { name: 'Remove dropped.png' }).click()
  await expect(uploads.getByRole('img', { name: 'dropped.png' })).toHaveCount(0)
  expect(errors).toEqual([])
})

test('a file too large or of another type shows its reason and is never sent', async ({ page, request }) => {
  await openPage(page, request, '/forms/file-input')
  const sent = countUploads(page)
  await page.locator('input[type="file"][accept]').setInputFiles([
    { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]) },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') },
  ])
  const uploads = page.getByRole('list', { name: 'Uploads' })
  await expect(uploads.getByRole('alert').filter({ hasText: 'The file is larger than 2 MB.' })).toBeVisible()
  await expect(
    uploads.getByRole('alert').filter({ hasText: 'Use a PNG, JPEG, WebP or GIF image.' }),
  ).toBeVisible()
  await page.waitForTimeout(300)
  expect(sent()).toBe(0)
})

test("the server's refusal of a file that only claims to be an image is shown in the reader's language", async ({
  page,
  request,
}) => {
  await openPage(page, request, '/forms/file-input', { language: 'fr' })
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === UPLOADS)
  await page
    .locator('input[type="file"][accept]')
    .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('plain text, not a PNG') })
  expect((await answer).status()).toBe(400)
  await expect(
    page
      .getByRole('list', { name: 'Envois' })
      .getByRole('alert')
      .filter({ hasText: 'Utilisez une image PNG, JPEG, WebP ou GIF.' }),
  ).toBeVisible()
})

test('an upload in progress can be cancelled', async ({ page, request }) => {
  await openPage(page, request, '/forms/file-input')
  // A slow uplink so that the upload is still running when Cancel is pressed.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 64 * 1024,
  })
  await page.locator('input[type="file"][accept]').setInputFiles({
    name: 'slow.png',
    mimeType: 'image/png',
    buffer: Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]),
  })
  const uploads = page.getByRole('list', { name: 'Uploads' })
  await uploads.getByRole('button', { name: 'Cancel slow.png' }).click()
  await expect(uploads.getByText(/Cancelled/)).toBeVisible()
  await expect(uploads.getByRole('img', { name: 'slow.png' })).toHaveCount(0)
  await expect(uploads.getByRole('button', { name: 'Remove slow.png' })).toBeVisible()
})

test('the editor writes bold text and the form publishes it', async ({ page, request }) => {
  const errors = captureErrors(page)
  await openPage(page, request, '/forms/editors')
  const example = page.getByRole('region', { name: 'In a form: required, with a character count' })
  const editor = example.getByRole('textbox', { name: 'Announcement' })
  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByText('Write the announcement')).toBeVisible()
  await editor.click()
  const toolbar = example.getByRole('toolbar', { name: 'Text formatting' })
  await toolbar.getByRole('button', { name: 'Bold' }).click()
  await page.keyboard.type('Sale')
  await expect(editor.locator('strong')).toHaveText('Sale')
  await expect(toolbar.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByText('4 / 280 characters')).toBeVisible()
  await page.getByRole('button', { name: 'Publish' }).click()
  await expect(page.getByText('Published: 4 characters.')).toBeVisible()
  expect(errors).toEqual([])
})

test('the full toolbar makes a heading and a link, refusing a script address', async ({ page, request }) => {
  await openPage(page, request, '/forms/editors')
  const example = page.getByRole('region', { name: 'Full toolbar' })
  const editor = example.getByRole('textbox', { name: 'Product description' })
  await editor.getByText('USB-C charging').click()
  await example.getByRole('button', { name: 'Heading 3' }).click()
  await expect(editor.locator('h3')).toHaveText('USB-C charging')
  await expect(example.getByRole('button', { name: 'Heading 3' })).toHaveAttribute('aria-pressed', 'true')

  await page.keyboard.press('End')
  await page.keyboard.press('Shift+Home')
  await example.getByRole('button', { name: 'Link' }).click()
  const address = page.getByRole('textbox', { name: 'Web address' })
  await address.fill('javascript:alert(1)')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(page.getByText('Enter an address starting with https://, http://, mailto: or /')).toBeVisible()
  await address.fill('/apps/ecommerce/product/list')
  await page.getByRole('button', { name: 'Apply' }).click()
  await expect(editor.locator('a[href="/apps/ecommerce/product/list"]')).toHaveCount(1)
  await expect(editor.locator('a[href^="javascript"]')).toHaveCount(0)
})

test('the editor follows Arabic right to left, and the toggle sets its direction', async ({
  page,
  request,
}) => {
  await openPage(page, request, '/forms/editors', { language: 'ar' })
  const editor = page.getByRole('textbox', { name: 'الرسالة' })
  const direction = () => editor.evaluate((element) => getComputedStyle(element).direction)
  await expect.poll(direction).toBe('rtl')
  await page.getByRole('button', { name: 'من اليسار إلى اليمين' }).click()
  await expect.poll(direction).toBe('ltr')
})

// Both pages' first screen, in three readings, is scanned by every-route.spec.ts.
