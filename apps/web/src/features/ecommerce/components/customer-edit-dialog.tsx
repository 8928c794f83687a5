// The edit-customer dialog of the customer page: name, email, contact, country and status, saved
// through PUT /api/apps/ecommerce/customers/:customerId with the server's field errors in place.
import { useMemo } from 'react'
import Box from '@mui/material/Box'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  CUSTOMER_COUNTRIES,
  CUSTOMER_STATUSES,
  customerUpdateSchema,
  type CustomerDetail,
  type CustomerUpdate,
  type CustomerUpdateInput,
} from '@aurum/shared'
import { FormSelectField, optionsOf } from '@/components/form-select-field'
import { FormTextField } from '@/components/form-text-field'
import { useErrorText } from '@/lib/error-text'
import { useFormSave } from '@/lib/form-server-errors'
import { FormDialog } from '@/components/form-dialog'
import { useFormat } from '@/lib/format'
import { useUpdateCustomer } from '../api/customers'
import { useCountryName } from './customer-table'
import { zodResolver } from '@/lib/zod-resolver'

const FIELDS = ['customer', 'email', 'contact', 'countryCode', 'status'] as const

export type CustomerEditDialogProps = { customer: CustomerDetail; open: boolean; onClose: () => void }

export function CustomerEditDialog({ customer, open, onClose }: CustomerEditDialogProps) {
  return open ? <CustomerEditForm customer={customer} onClose={onClose} /> : null
}

/** Mounted while open, so each opening starts from the customer as saved. */
function CustomerEditForm({ customer, onClose }: Omit<CustomerEditDialogProps, 'open'>) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const countryName = useCountryName()
  const { compare } = useFormat()
  const update = useUpdateCustomer()
  const { control, handleSubmit, setError, formState } = useForm<
    CustomerUpdateInput,
    unknown,
    CustomerUpdate
  >({
    resolver: zodResolver(customerUpdateSchema),
    defaultValues: {
      customer: customer.customer,
      email: customer.email,
      contact: customer.contact,
      countryCode: customer.countryCode,
      status: customer.status,
    },
  })
  const countries = useMemo(
    () =>
      CUSTOMER_COUNTRIES.map((country) => ({
        value: country.code,
        label: countryName(country.code, country.name),
      })).sort((a, b) => compare(a.label, b.label)),
    [countryName, compare],
  )
  const statuses = optionsOf(CUSTOMER_STATUSES, (status) => t(`ecommerce.customers.status.${status}`))

  const { formError, trySave } = useFormSave(setError, FIELDS)
  const onSubmit = handleSubmit((values) =>
    trySave(async () => {
      await update.mutateAsync({ customerId: customer.customerId, body: values })
      onClose()
    }),
  )

  return (
    <FormDialog
      title={t('ecommerce.customers.edit.title')}
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel={t('common.saveChanges')}
      submitting={formState.isSubmitting}
      error={formError}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2.5 }}>
        <FormTextField
          control={control}
          name="customer"
          label={t('ecommerce.customers.fields.name')}
          required
          errorText={errorText}
          sx={{ gridColumn: '1 / -1' }}
        />
        <FormTextField
          control={control}
          name="email"
          type="email"
          label={t('ecommerce.customers.fields.email')}
          required
          errorText={errorText}
        />
        <FormTextField
          control={control}
          name="contact"
          type="tel"
          label={t('ecommerce.customers.fields.contact')}
          errorText={errorText}
        />
        <FormSelectField
          control={control}
          name="countryCode"
          label={t('ecommerce.customers.fields.country')}
          required
          errorText={errorText}
          options={countries}
        />
        <FormSelectField
          control={control}
          name="status"
          label={t('ecommerce.customers.fields.status')}
          required
          errorText={errorText}
          options={statuses}
        />
      </Box>
    </FormDialog>
  )
}
