// /apps/invoice/add: an empty invoice form; saving opens the new invoice's preview.
import { InvoiceForm } from '../components/invoice-form'

export function InvoiceAddPage() {
  return <InvoiceForm />
}
