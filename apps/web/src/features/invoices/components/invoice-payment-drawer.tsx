// "Add payment" on the preview: amount (the balance proposed), date, method and note, validated by
// the shared schema and the shared rules against this invoice (not before its issue date, not more
// than its balance), which the server checks again under the invoice's lock; the balance and the
// status follow on the server.
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useMemo } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  INVOICE_PAYMENT_METHODS,
  encodeIssue,
  invoicePaymentInputSchema,
  invoicePaymentRules,
  toCents,
  type InvoiceDetail,
  type InvoicePaymentInput,
} from '@aurum/shared'
import { FormDrawer, FormDrawerForm } from '@/components/form-drawer'
import { FormTextField } from '@/components/form-text-field'
import { useNotify } from '@/components/notifications'
import { useErrorText } from '@/lib/error-text'
import { useFormat } from '@/lib/format'
import { useFormSave } from '@/lib/form-server-errors'
import { zodResolver } from '@/lib/zod-resolver'
import { useAddPayment } from '../api'

const FIELDS = ['amount', 'paidOn', 'method', 'note'] as const

export type InvoicePaymentDrawerProps = {
  open: boolean
  invoice: InvoiceDetail['invoice']
  onClose: () => void
}

export function InvoicePaymentDrawer({ open, invoice, onClose }: InvoicePaymentDrawerProps) {
  return (
    <FormDrawer open={open} onClose={onClose}>
      {open ? <PaymentForm invoice={invoice} onClose={onClose} /> : null}
    </FormDrawer>
  )
}

function PaymentForm({ invoice, onClose }: Omit<InvoicePaymentDrawerProps, 'open'>) {
  const { t } = useTranslation()
  const notify = useNotify()
  const format = useFormat()
  const errorText = useErrorText()
  const add = useAddPayment()
  const schema = useMemo(
    () =>
      invoicePaymentInputSchema.superRefine((payment, context) => {
        const refusal = invoicePaymentRules(
          { issuedDate: invoice.issuedDate, balanceCents: toCents(invoice.balance) },
          payment,
        )
        if (refusal)
          context.addIssue({
            code: 'custom',
            path: [refusal.field],
            message: encodeIssue(refusal.code, refusal.params),
          })
      }),
    [invoice.issuedDate, invoice.balance],
  )
  const { control, handleSubmit, setError, formState } = useForm<InvoicePaymentInput>({
    resolver: zodResolver(schema),
    defaultValues: {
      amount: Math.max(invoice.balance, 0) || undefined,
      paidOn: new Date().toISOString().slice(0, 10),
      method: 'Bank Transfer',
      note: '',
    },
  })
  const { trySave } = useFormSave(setError, FIELDS, { report: (message) => notify(message, 'error') })
  const onSubmit = handleSubmit(async (values) => {
    await trySave(async () => {
      await add.mutateAsync({ id: invoice.id, body: values })
      onClose()
    })
  })
  return (
    <FormDrawerForm
      title={t('invoices.payment.addTitle')}
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel={t('invoices.payment.save')}
      submitting={formState.isSubmitting}
    >
      <Typography color="text.secondary">
        {t('invoices.payment.balance', { amount: format.money(invoice.balance) })}
      </Typography>
      <Controller
        control={control}
        name="amount"
        render={({ field, fieldState }) => (
          <TextField
            label={t('invoices.payment.amount')}
            type="number"
            required
            fullWidth
            autoFocus
            name={field.name}
            inputRef={field.ref}
            value={field.value ?? ''}
            onBlur={field.onBlur}
            onChange={(event) =>
              field.onChange(event.target.value === '' ? undefined : Number(event.target.value))
            }
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ? errorText(fieldState.error.message) : undefined}
            slotProps={{ htmlInput: { step: '0.01', min: 0, dir: 'ltr' } }}
          />
        )}
      />
      <FormTextField
        control={control}
        name="paidOn"
        type="date"
        label={t('invoices.payment.date')}
        required
        fullWidth
        errorText={errorText}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <FormTextField
        control={control}
        name="method"
        select
        label={t('invoices.payment.method')}
        required
        fullWidth
        errorText={errorText}
      >
        {INVOICE_PAYMENT_METHODS.map((method) => (
          <MenuItem key={method} value={method}>
            {t(`invoices.payment.methods.${method}`)}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField
        control={control}
        name="note"
        label={t('invoices.payment.note')}
        multiline
        minRows={3}
        fullWidth
        errorText={errorText}
      />
    </FormDrawerForm>
  )
}
