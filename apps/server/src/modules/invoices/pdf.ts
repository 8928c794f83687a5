// The invoice as a PDF (pdfkit), in es, en, fr or ar, with its fonts embedded as subsets: Vazirmatn
// (npm package `vazirmatn`, OFL: Latin and Arabic), and for a character it lacks (✓) a local Noto
// or DejaVu font (pdf-text.ts). Every text, labels and typed values alike, is drawn by pdf-text.ts:
// the bidirectional algorithm per paragraph, each run shaped by fontkit in its own direction, so
// Arabic keeps the spaces between its words and a Latin address keeps its order on an Arabic page.
// In Arabic the page is mirrored (labels on the right, columns from right to left), as the preview
// mirrors it. Labels, the house's address, country names, dates, amounts and rates are written in
// the reader's language; rates as entered (8.25 %, 33.33 %).
import PDFDocument from 'pdfkit'
import { countryName, dollarText, type InvoiceDetail } from '@aurum/shared'
import { PdfText } from './pdf-text.js'

export type PdfLanguage = 'es' | 'en' | 'fr' | 'ar'

type Strings = {
  /** The house's address on two lines, as the preview writes it (invoices.document.house). */
  house: [string, string]
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
    house: ['Office 149, 450 South Brand Brooklyn', 'San Diego County, CA 91905, USA'],
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
    house: ['Oficina 149, 450 South Brand Brooklyn', 'Condado de San Diego, CA 91905, EE. UU.'],
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
    house: ['Bureau 149, 450 South Brand Brooklyn', 'Comté de San Diego, CA 91905, États-Unis'],
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
    house: ['المكتب 149، 450 ساوث براند بروكلين', 'مقاطعة سان دييغو، كاليفورنيا 91905، الولايات المتحدة'],
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

// Bidirectional marks that Intl puts around Arabic numbers: a value is laid out left to right anyway.
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
  // A rate as entered (8.25 %, 12.5 %, 33.33 %), with the language's percent sign and spacing.
  const rate = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 })
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' })
  return {
    money: (value: number) => dollarText(money, value).replace(BIDI_MARKS, ''),
    number: (value: number) => number.format(value).replace(BIDI_MARKS, ''),
    rate: (value: number) => rate.format(Math.round(value * 100) / 10_000).replace(BIDI_MARKS, ''),
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
  const writer = new PdfText(doc)

  const left = doc.page.margins.left
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right
  /** x of a box that starts `offset` from the reading start (the left, or the right in Arabic). */
  const at = (offset: number, boxWidth: number) => (rtl ? left + width - offset - boxWidth : left + offset)
  // French sets a narrow no-break space before a colon.
  const colon = language === 'fr' ? '\u202f: ' : ': '
  const start = rtl ? 'right' : 'left'
  const end = rtl ? 'left' : 'right'
  const text = (
    value: string,
    offset: number,
    y: number,
    boxWidth: number,
    options: { bold?: boolean; size?: number; align?: 'start' | 'end'; color?: string } = {},
  ) => {
    writer.draw(value, at(offset, boxWidth), y, boxWidth, {
      weight: options.bold ? 'bold' : 'regular',
      size: options.size ?? 10,
      color: options.color ?? '#2f2b3d',
      align: options.align === 'end' ? end : start,
    })
  }

  /** "label: value" in one box, or, in Arabic, the label and the value in two boxes side by side. */
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
      return text(`${label}${value ? colon : ''}${value}`, offset, y, boxWidth, { ...options, align: 'end' })
    text(label, offset, y, labelWidth, options)
    text(value, offset + labelWidth, y, boxWidth - labelWidth, { ...options, align: 'end' })
  }

  // Header: the business and the invoice number, dates and status.
  let y = 48
  text('Aurum', 0, y, 250, { bold: true, size: 20 })
  pair(s.invoice, `#${invoice.id}`, width - 250, y, 250, 170, { bold: true, size: 16 })
  y += 30
  text(s.house[0], 0, y, 250, { color: '#6d6b77' })
  pair(s.issued, f.day(invoice.issuedDate), width - 250, y, 250, 130)
  y += 14
  text(s.house[1], 0, y, 250, { color: '#6d6b77' })
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
      discount: f.rate(line.discount),
      price: f.money(line.price),
    }
    const heights = columns.map((column) => writer.heightOf(cells[column.key], column.width))
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
    [`${s.tax} (${f.rate(invoice.taxRate)})`, f.money(invoice.tax), false],
    [s.total, f.money(invoice.total), true],
    [s.paid, f.money(invoice.paid), false],
    [s.balance, f.money(invoice.balance), true],
  ]
  const totalsTop = y
  for (const [label, value, bold] of totals) {
    text(label, width - 200, y, 110, { bold })
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
