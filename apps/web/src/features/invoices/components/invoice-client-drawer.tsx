// "Add client" from the invoice form: a drawer with the client's name, company, email, address,
// country and phone, validated by the shared schema; the new client is picked on save.
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { invoiceClientCreateSchema, type InvoiceClient, type InvoiceClientCreate } from '@aurum/shared'
import { FormCountryField } from '@/components/form-country-field'
import { FormDrawer, FormDrawerForm } from '@/components/form-drawer'
import { FormTextField } from '@/components/form-text-field'
import { useNotify } from '@/components/notifications'
import { useErrorText } from '@/lib/error-text'
import { useFormSave } from '@/lib/form-server-errors'
import { zodResolver } from '@/lib/zod-resolver'
import { useCreateInvoiceClient } from '../api'

const FIELDS = ['name', 'company', 'companyEmail', 'address', 'country', 'contact'] as const

export type InvoiceClientDrawerProps = {
  open: boolean
  onClose: () => void
  onAdded: (client: InvoiceClient) => void
}

export function InvoiceClientDrawer({ open, onClose, onAdded }: InvoiceClientDrawerProps) {
  return (
    <FormDrawer open={open} onClose={onClose}>
      {open ? <ClientForm onClose={onClose} onAdded={onAdded} /> : null}
    </FormDrawer>
  )
}

function ClientForm({ onClose, onAdded }: Omit<InvoiceClientDrawerProps, 'open'>) {
  const { t } = useTranslation()
  const notify = useNotify()
  const errorText = useErrorText()
  const create = useCreateInvoiceClient()
  const { control, handleSubmit, setError, formState } = useForm<InvoiceClientCreate>({
    resolver: zodResolver(invoiceClientCreateSchema),
    defaultValues: { name: '', company: '', companyEmail: '', address: '', country: '', contact: '' },
  })
  const { trySave } = useFormSave(setError, FIELDS, { report: (message) => notify(message, 'error') })
  const onSubmit = handleSubmit(async (values) => {
    await trySave(async () => {
      onAdded(await create.mutateAsync(values))
      onClose()
    })
  })
  return (
    // The drawer's form sits beside the invoice form: its submit must not reach that one.
    <FormDrawerForm
      title={t('invoices.client.addTitle')}
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel={t('invoices.client.save')}
      submitting={formState.isSubmitting}
      isolated
    >
      {FIELDS.map((field, index) =>
        field === 'country' ? (
          <FormCountryField
            key={field}
            control={control}
            name={field}
            label={t(`invoices.client.fields.${field}`)}
            required
            errorText={errorText}
          />
        ) : (
          <FormTextField
            key={field}
            control={control}
            name={field}
            type={field === 'companyEmail' ? 'email' : field === 'contact' ? 'tel' : 'text'}
            label={t(`invoices.client.fields.${field}`)}
            required
            fullWidth
            autoFocus={index === 0}
            multiline={field === 'address'}
            errorText={errorText}
          />
        ),
      )}
    </FormDrawerForm>
  )
}
