// The invoice PDF read back by a PDF parser (number, total, client; Arabic labels in Arabic with the
// spaces between their words, the house address in the reader's language, rates as entered, ✓ drawn
// with the local fallback font, a Latin address in order on the Arabic page), and
// sending through a real SMTP server started by the test on loopback: the PDF arrives attached to
// the client's address and the invoice is marked Sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { simpleParser, type ParsedMail } from 'mailparser'
import { PDFParse } from 'pdf-parse'
import { SMTPServer } from 'smtp-server'
import { createTestAppWithLogins, type TestApp } from '../../test/test-app.js'
import { createSmtpMailer } from '../email/mailer.js'

let api: TestApp
let adminToken: string
let clientToken: string
let server: SMTPServer
const received: ParsedMail[] = []

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail)
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.server.address() as { port: number }).port
  ;({ api, adminToken, clientToken } = await createTestAppWithLogins({
    mailer: createSmtpMailer(`smtp://127.0.0.1:${port}`, 'billing@mail.example'),
    publicUrl: 'https://aurum.example',
  }))
})
afterAll(async () => {
  await api.close()
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

const today = () => new Date().toISOString().slice(0, 10)

async function createInvoice(overrides: Record<string, unknown> = {}) {
  const created = await api.request('/api/apps/invoice', {
    method: 'POST',
    token: adminToken,
    body: {
      clientId: 2,
      issuedDate: today(),
      dueDate: today(),
      items: [
        { item: 'Consulting', description: 'Two days', cost: 1234.5, qty: 2, discount: 0 },
        { item: 'Travel', description: '', cost: 99.99, qty: 1, discount: 0 },
      ],
      taxRate: 10,
      notes: 'Thank you for your business',
      ...overrides,
    },
  })
  expect(created.status).toBe(201)
  return created.json.invoice as { id: number; total: number; client: { name: string; companyEmail: string } }
}

async function pdfText(bytes: ArrayBuffer | Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(bytes) })
  try {
    return (await parser.getText()).text
  } finally {
    await parser.destroy()
  }
}

async function getPdf(id: number, lang: string) {
  const response = await api.app.request(`/api/apps/invoice/${id}/pdf?lang=${lang}`, {
    headers: { authorization: `Bearer ${adminToken}` },
  })
  return response
}

describe('GET /api/apps/invoice/:id/pdf', () => {
  it('is a PDF a parser reads back with the number, the total and the client', async () => {
    const invoice = await createInvoice()
    // (1234.50 × 2 + 99.99) × 1.10 = 2825.89
    expect(invoice.total).toBe(2825.89)
    const response = await getPdf(invoice.id, 'en')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    const bytes = await response.arrayBuffer()
    expect(Buffer.from(bytes).subarray(0, 5).toString()).toBe('%PDF-')
    // The font is embedded (a subset of Vazirmatn), not a reference to one on the reader's machine.
    expect(Buffer.from(bytes).toString('latin1')).toMatch(/\/FontFile2/)
    const text = await pdfText(bytes)
    expect(text).toContain(`#${invoice.id}`)
    expect(text).toContain('$2,825.89')
    expect(text).toContain(invoice.client.name)
    expect(text).toContain('Consulting')
    // The bank's country is stored as a code and printed by name in the PDF's language.
    expect(text).toContain('United States')
    // Downloading marks the draft Downloaded.
    const after = await api.request(`/api/apps/invoice/${invoice.id}`, { token: adminToken })
    expect(after.json.invoice.invoiceStatus).toBe('Downloaded')
  })

  it('writes the labels in the language asked, Arabic included', async () => {
    const invoice = await createInvoice()
    const french = await pdfText(await (await getPdf(invoice.id, 'fr')).arrayBuffer())
    expect(french).toContain('Facture')
    expect(french).toContain('2 825,89')
    expect(french).toContain('États-Unis')
    const arabic = await pdfText(await (await getPdf(invoice.id, 'ar')).arrayBuffer())
    expect(arabic).toContain(`#${invoice.id}`)
    expect(arabic).toContain('2,825.89')
    // Dollars are "$" here too, as on the pages (Intl's Arabic data says "US$").
    expect(arabic).not.toContain('US$')
    // Shaped Arabic (joined forms) maps back to its letters through the embedded font's ToUnicode table.
    for (const word of ['فاتورة', 'الضريبة', 'البنك', 'الرصيد', 'المدفوع']) expect(arabic).toContain(word)
    expect(arabic).not.toContain('-0.00')
  })

  it('in Arabic keeps the spaces between words, the house address in Arabic, a Latin address in order, ✓ drawn', async () => {
    const client = await api.request('/api/apps/invoice/clients', {
      method: 'POST',
      token: adminToken,
      body: {
        name: 'Jordan Stevenson',
        company: 'Hall-Robbins PLC',
        companyEmail: 'don85@johnson.com',
        address: '368 Dare Parkway Apt. 798',
        country: 'US',
        contact: '(616) 865-4180',
      },
    })
    expect(client.status).toBe(201)
    const invoice = await createInvoice({
      clientId: client.json.id,
      items: [
        { item: 'Branding ✓', description: 'Logo and colours', cost: 32, qty: 1, discount: 12.5 },
        { item: 'Social Media', description: 'Templates', cost: 28, qty: 1, discount: 33.33 },
      ],
      taxRate: 8.25,
      notes: 'Approved ✓ by the client',
    })
    const bytes = await (await getPdf(invoice.id, 'ar')).arrayBuffer()
    // Read before the parser takes the bytes over.
    const raw = Buffer.from(bytes).toString('latin1')
    const text = await pdfText(bytes)
    // The labels' words keep their spaces (they ran together: "تاريخالإصدار"), in reading order.
    for (const label of [
      'تاريخ الإصدار',
      'تاريخ الاستحقاق',
      'الفاتورة إلى',
      'تفاصيل الدفع',
      'المبلغ المستحق',
      'رقم الآيبان',
      'رمز السويفت',
      'المجموع الفرعي',
      'تم تنزيلها',
    ])
      expect(text).toContain(label)
    expect(text).not.toMatch(/تاريخالإصدار|الإصدارتاريخ|المبلغالمستحق/)
    // The house's address is written in Arabic, as the preview writes it.
    expect(text).toContain('مقاطعة سان دييغو')
    expect(text).toContain('الولايات المتحدة')
    expect(text).not.toMatch(/San Diego|Office 149/)
    // What was typed in Latin keeps its order on the right-to-left page.
    expect(text).toContain('368 Dare Parkway Apt. 798')
    expect(text).toContain('(616) 865-4180')
    // Rates as entered (the tax's percent sign, inside Arabic text, stands left of the number as the
    // bidirectional algorithm places it: "الضريبة (8.25%)" reads "(%8.25)" from left to right).
    expect(text).toContain('12.5%')
    expect(text).toContain('33.33%')
    expect(text).toContain('%8.25')
    // ✓ is not in Vazirmatn: it is drawn with the local Noto Sans Symbols 2, embedded as a subset,
    // and maps back to ✓ (a missing glyph would map to nothing).
    expect(text).toContain('Branding ✓')
    expect(text).toContain('Approved ✓ by the client')
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansSymbols2-Regular/)
  })

  it('writes the house address and the rates in Spanish and French too', async () => {
    const invoice = await createInvoice({
      items: [{ item: 'Logo ✓', description: '', cost: 32, qty: 1, discount: 33.33 }],
      taxRate: 8.25,
    })
    const spanish = await pdfText(await (await getPdf(invoice.id, 'es')).arrayBuffer())
    expect(spanish).toContain('Condado de San Diego')
    expect(spanish).toContain('Oficina 149')
    expect(spanish).toMatch(/33,33\s%/u)
    expect(spanish).toMatch(/Impuesto \(8,25\s%\)/u)
    expect(spanish).toContain('Logo ✓')
    const french = await pdfText(await (await getPdf(invoice.id, 'fr')).arrayBuffer())
    expect(french).toContain('Comté de San Diego')
    expect(french).toMatch(/Taxe \(8,25\s%\)/u)
    const english = await pdfText(await (await getPdf(invoice.id, 'en')).arrayBuffer())
    expect(english).toContain('Tax (8.25%)')
    expect(english).toContain('33.33%')
  })

  it('answers 404 for an unknown invoice, 400 for an unknown language, 403 for the client role', async () => {
    expect((await getPdf(999_999, 'en')).status).toBe(404)
    expect((await getPdf(4987, 'xx')).status).toBe(400)
    const refused = await api.app.request('/api/apps/invoice/4987/pdf', {
      headers: { authorization: `Bearer ${clientToken}` },
    })
    expect(refused.status).toBe(403)
  })
})

describe('POST /api/apps/invoice/:id/send', () => {
  it('mails the PDF to the client through SMTP and marks the invoice Sent', async () => {
    const invoice = await createInvoice()
    const sent = await api.request(`/api/apps/invoice/${invoice.id}/send`, {
      method: 'POST',
      token: adminToken,
      body: {},
    })
    expect(sent.status).toBe(200)
    expect(sent.json.invoice.invoiceStatus).toBe('Sent')
    expect(sent.json.sentTo).toBe(invoice.client.companyEmail)
    expect(sent.json.smtpConfigured).toBe(true)
    await new Promise((resolve) => setTimeout(resolve, 10))
    await api.outbox.runOnce()
    await api.outbox.runOnce()
    const mail = received.find((message) => message.subject === `Invoice #${invoice.id} from Aurum`)
    expect(mail, 'the mail arrived').toBeDefined()
    const to = Array.isArray(mail!.to) ? mail!.to[0] : mail!.to
    expect(to?.value[0]?.address).toBe(invoice.client.companyEmail)
    expect(mail!.attachments).toHaveLength(1)
    const attachment = mail!.attachments[0]!
    expect(attachment.filename).toBe(`invoice-${invoice.id}.pdf`)
    expect(attachment.contentType).toBe('application/pdf')
    const text = await pdfText(attachment.content)
    expect(text).toContain(`#${invoice.id}`)
    expect(text).toContain('$2,825.89')
    // A download afterwards does not undo Sent.
    await getPdf(invoice.id, 'en')
    const after = await api.request(`/api/apps/invoice/${invoice.id}`, { token: adminToken })
    expect(after.json.invoice.invoiceStatus).toBe('Sent')
    expect(after.json.invoice.sentAt).not.toBeNull()
  })

  it('answers 404 for an unknown invoice and 400 for a bad address', async () => {
    const missing = await api.request('/api/apps/invoice/999999/send', {
      method: 'POST',
      token: adminToken,
      body: {},
    })
    expect(missing.status).toBe(404)
    const bad = await api.request('/api/apps/invoice/4987/send', {
      method: 'POST',
      token: adminToken,
      body: { to: 'not-an-address' },
    })
    expect(bad.status).toBe(400)
  })
})
