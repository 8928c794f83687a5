// The invoice as a PDF (pdfkit), in es, en, fr or ar, with its font embedded: Vazirmatn (npm
// package `vazirmatn`, OFL), which has Latin and Arabic glyphs. pdfkit lays text out with fontkit,
// which shapes Arabic (joining forms, ligatures) and runs Arabic text right to left. Each text box
// holds one direction only (a label in the reader's language, or a value: a number, a name, an
// address), so no box needs the bidirectional algorithm; in Arabic the page is mirrored (labels on
// the right, columns from right to left), as the preview mirrors it.
import { createRequire } from 'node:module'
import PDFDocument from 'pdfkit'
import { countryName, dollarText, type InvoiceDetail } from '@aurum/shared'

export const PDF_LANGUAGES = ['es', 'en', 'fr', 'ar'] as const
export type PdfLanguage = (typeof PDF_LANGUAGES)[number]

const require = createRequire(import.meta.url)
const FONT_REGULAR = require.resolve('vazirmatn/fonts/ttf/Vazirmatn-Regular.ttf')
const FONT_BOLD = require.resolve('vazirmatn/fonts/ttf/Vazirmatn-Bold.ttf')

type Strings = {
  invoice: string
  issued: string
  due: string
  to: string
  payment: string
  totalDue: string
  bank: string
  country: string
  iban: string
  swift: string
  item: string
  description: string
  cost: string
  qty: string
  discount: string
  price: string
  subtotal: string
  discountTotal: string
  tax: string
  total: string
  paid: string
  balance: string
  notes: string
  status: Record<string, string>
}

const STRINGS: Record<PdfLanguage, Strings> = {
  en: {
    invoice: 'Invoice',
    issued: 'Issued',
    due: 'Due',
    to: 'Invoice to',
    payment: 'Payment details',
    totalDue: 'Total due',
    bank: 'Bank',
    country: 'Country',
    iban: 'IBAN',
    swift: 'SWIFT code',
    item: 'Item',
    description: 'Description',
    cost: 'Cost',
    qty: 'Qty',
    discount: 'Discount',
    price: 'Price',
    subtotal: 'Subtotal',
    discountTotal: 'Discount',
    tax: 'Tax',
    total: 'Total',
    paid: 'Paid',
    balance: 'Balance',
    notes: 'Notes',
    status: {
      Paid: 'Paid',
      Downloaded: 'Downloaded',
      Sent: 'Sent',
      Draft: 'Draft',
      'Partial Payment': 'Partial payment',
      'Past Due': 'Past due',
    },
  },
  es: {
    invoice: 'Factura',
    issued: 'Emitida',
    due: 'Vence',
    to: 'Facturar a',
    payment: 'Datos de pago',
    totalDue: 'Total adeudado',
    bank: 'Banco',
    country: 'País',
    iban: 'IBAN',
    swift: 'Código SWIFT',
    item: 'Concepto',
    description: 'Descripción',
    cost: 'Coste',
    qty: 'Cant.',
    discount: 'Descuento',
    price: 'Precio',
    subtotal: 'Subtotal',
    discountTotal: 'Descuento',
    tax: 'Impuesto',
    total: 'Total',
    paid: 'Pagado',
    balance: 'Saldo',
    notes: 'Notas',
    status: {
      Paid: 'Pagada',
      Downloaded: 'Descargada',
      Sent: 'Enviada',
      Draft: 'Borrador',
      'Partial Payment': 'Pago parcial',
      'Past Due': 'Vencida',
    },
  },
  fr: {
    invoice: 'Facture',
    issued: 'Émise le',
    due: 'Échéance',
    to: 'Facturer à',
    payment: 'Coordonnées de paiement',
    totalDue: 'Total dû',
    bank: 'Banque',
    country: 'Pays',
    iban: 'IBAN',
    swift: 'Code SWIFT',
    item: 'Article',
    description: 'Description',
    cost: 'Coût',
    qty: 'Qté',
    discount: 'Remise',
    price: 'Prix',
    subtotal: 'Sous-total',
    discountTotal: 'Remise',
    tax: 'Taxe',
    total: 'Total',
    paid: 'Payé',
    balance: 'Solde',
    notes: 'Notes',
    status: {
      Paid: 'Payée',
      Downloaded: 'Téléchargée',
      Sent: 'Envoyée',
      Draft: 'Brouillon',
      'Partial Payment': 'Paiement partiel',
      'Past Due': 'En retard',
    },
  },
  ar: {
    invoice: 'فاتورة',
    issued: 'تاريخ الإصدار',
    due: 'تاريخ الاستحقاق',
    to: 'الفاتورة إلى',
    payment: 'تفاصيل الدفع',
    totalDue: 'المبلغ المستحق',
    bank: 'البنك',
    country: 'البلد',
    iban: 'رقم الآيبان',
    swift: 'رمز السويفت',
    item: 'البند',
    description: 'الوصف',
    cost: 'التكلفة',
    qty: 'الكمية',
    discount: 'الخصم',
    price: 'السعر',
    subtotal: 'المجموع الفرعي',
    discountTotal: 'الخصم',
    tax: 'الضريبة',
    total: 'الإجمالي',
    paid: 'المدفوع',
    balance: 'الرصيد',
    notes: 'ملاحظات',
    status: {
      Paid: 'مدفوعة',
      Downloaded: 'تم تنزيلها',
      Sent: 'مُرسلة',
      Draft: 'مسودة',
      'Partial Payment': 'دفع جزئي',
      'Past Due': 'متأخرة',
    },
  },
}

// Bidirectional marks that Intl puts around Arabic numbers: each box runs one way already.
const BIDI_MARKS = /[\u200e\u200f\u061c]/g

function formatters(language: PdfLanguage) {
  // Western digits in every language, as the amounts on the invoice's bank details are written.
  const locale = language === 'ar' ? 'ar-u-nu-latn' : language
  const money = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
  })
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 })
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' })
  return {
    money: (value: number) => dollarText(money, value).replace(BIDI_MARKS, ''),
    number: (value: number) => number.format(value).replace(BIDI_MARKS, ''),
    day: (iso: string) => day.format(new Date(`${iso}T00:00:00Z`)).replace(BIDI_MARKS, ''),
  }
}

/** The invoice as PDF bytes. */
export async function renderInvoicePdf(detail: InvoiceDetail, language: PdfLanguage): Promise<Buffer> {
  const { invoice, paymentDetails } = detail
  const s = STRINGS[language]
  const f = formatters(language)
  const rtl = language === 'ar'
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: `${s.invoice} #${invoice.id}`, Author: 'Aurum', Subject: invoice.client.name },
    lang: language,
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  doc.registerFont('body', FONT_REGULAR)
  doc.registerFont('bold', FONT_BOLD)

  const left = doc.page.margins.left
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right
  /** x of a box that starts `offset` from the reading start (the left, or the right in Arabic). */
  const at = (offset: number, boxWidth: number) => (rtl ? left + width - offset - boxWidth : left + offset)
  const start = rtl ? 'right' : 'left'
  const end = rtl ? 'left' : 'right'
  const text = (
    value: string,
    offset: number,
    y: number,
    boxWidth: number,
    options: { bold?: boolean; size?: number; align?: 'start' | 'end'; color?: string } = {},
  ) => {
    doc
      .font(options.bold ? 'bold' : 'body')
      .fontSize(options.size ?? 10)
      .fillColor(options.color ?? '#2f2b3d')
      .text(value, at(offset, boxWidth), y, { width: boxWidth, align: options.align === 'end' ? end : start })
  }

  /**
   * "label: value" in one box, or, in Arabic, the label and the value in two boxes side by side
   * (a box runs one way: a date inside Arabic text would come out reversed).
   */
  const pair = (
    label: string,
    value: string,
    offset: number,
    y: number,
    boxWidth: number,
    labelWidth: number,
    options: { bold?: boolean; size?: number } = {},
  ) => {
    if (!rtl)
      return text(`${label}${value ? ': ' : ''}${value}`, offset, y, boxWidth, { ...options, align: 'end' })
    text(label, offset, y, labelWidth, options)
    text(value, offset + labelWidth, y, boxWidth - labelWidth, { ...options, align: 'end' })
  }

  // Header: the business and the invoice number, dates and status.
  let y = 48
  text('Aurum', 0, y, 250, { bold: true, size: 20 })
  pair(s.invoice, `#${invoice.id}`, width - 250, y, 250, 170, { bold: true, size: 16 })
  y += 30
  text('Office 149, 450 South Brand Brooklyn', 0, y, 250, { color: '#6d6b77' })
  pair(s.issued, f.day(invoice.issuedDate), width - 250, y, 250, 130)
  y += 14
  text('San Diego County, CA 91905, USA', 0, y, 250, { color: '#6d6b77' })
  pair(s.due, f.day(invoice.dueDate), width - 250, y, 250, 130)
  y += 14
  text(s.status[invoice.invoiceStatus] ?? invoice.invoiceStatus, width - 250, y, 250, {
    bold: true,
    align: 'end',
  })
  y += 28
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .strokeColor('#dbdade')
    .stroke()
  y += 16

  // The client and the payment details.
  text(s.to, 0, y, 240, { bold: true })
  text(s.payment, width - 240, y, 240, { bold: true })
  y += 16
  const clientLines = [
    invoice.client.name,
    invoice.client.company,
    invoice.client.address,
    countryName(invoice.client.country, language),
    invoice.client.contact,
    invoice.client.companyEmail,
  ]
  const bankLines: [string, string][] = [
    [s.totalDue, f.money(paymentDetails.totalDue)],
    [s.bank, paymentDetails.bankName],
    [s.country, countryName(paymentDetails.country, language)],
    [s.iban, paymentDetails.iban],
    [s.swift, paymentDetails.swiftCode],
  ]
  for (let index = 0; index < Math.max(clientLines.length, bankLines.length); index++) {
    const line = clientLines[index]
    if (line) text(line, 0, y, 240)
    const bank = bankLines[index]
    if (bank) {
      text(bank[0], width - 240, y, 100, { color: '#6d6b77' })
      text(bank[1], width - 140, y, 140, { align: 'end' })
    }
    y += 14
  }
  y += 16

  // The lines.
  const columns = [
    { key: 'item', offset: 0, width: 120 },
    { key: 'description', offset: 125, width: 150 },
    { key: 'cost', offset: 280, width: 65 },
    { key: 'qty', offset: 350, width: 35 },
    { key: 'discount', offset: 390, width: 50 },
    { key: 'price', offset: width - 70, width: 70 },
  ] as const
  doc.rect(left, y - 4, width, 20).fill('#f3f2f5')
  for (const column of columns)
    text(s[column.key], column.offset, y, column.width, {
      bold: true,
      align: column.offset > 200 ? 'end' : 'start',
    })
  y += 22
  for (const line of invoice.items) {
    if (y > doc.page.height - 160) {
      doc.addPage()
      y = 48
    }
    const cells: Record<(typeof columns)[number]['key'], string> = {
      item: line.item,
      description: line.description,
      cost: f.money(line.cost),
      qty: f.number(line.qty),
      discount: `${f.number(line.discount)} %`,
      price: f.money(line.price),
    }
    const heights = columns.map((column) =>
      doc.font('body').fontSize(10).heightOfString(cells[column.key], { width: column.width }),
    )
    for (const column of columns)
      text(cells[column.key], column.offset, y, column.width, {
        align: column.offset > 200 ? 'end' : 'start',
      })
    y += Math.max(14, ...heights) + 6
    doc
      .moveTo(left, y - 3)
      .lineTo(left + width, y - 3)
      .strokeColor('#dbdade')
      .stroke()
  }
  y += 10

  // Totals, and the notes beside them.
  const totals: [string, string, boolean][] = [
    [s.subtotal, f.money(invoice.subtotal), false],
    [s.discountTotal, f.money(invoice.discount ? -invoice.discount : 0), false],
    [`${s.tax} (${f.number(invoice.taxRate)} %)`, f.money(invoice.tax), false],
    [s.total, f.money(invoice.total), true],
    [s.paid, f.money(invoice.paid), false],
    [s.balance, f.money(invoice.balance), true],
  ]
  const totalsTop = y
  for (const [label, value, bold] of totals) {
    // The tax's rate is a number beside an Arabic word: drawn as two boxes in Arabic.
    if (rtl && label.startsWith(s.tax)) {
      text(s.tax, width - 200, y, 60, { bold })
      text(`(${f.number(invoice.taxRate)} %)`, width - 140, y, 50, { bold })
    } else text(label, width - 200, y, 110, { bold })
    text(value, width - 90, y, 90, { bold, align: 'end' })
    y += 16
  }
  if (invoice.notes) {
    text(s.notes, 0, totalsTop, 260, { bold: true })
    text(invoice.notes, 0, totalsTop + 16, 260)
  }

  doc.end()
  return done
}
