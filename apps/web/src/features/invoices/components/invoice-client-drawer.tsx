// "Add client" from the invoice form: a drawer with the client's name, company, email, address,
// country and phone, validated by the shared schema; the new client is picked on save.
import { useId } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import Drawer from '@mui/material/Drawer'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import CloseOutlined from '@mui/icons-material/CloseOutlined'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { invoiceClientCreateSchema, type InvoiceClient, type InvoiceClientCreate } from '@aurum/shared'
import { FormCountryField } from '../../../components/form-country-field'
import { FormTextField } from '../../../components/form-text-field'
import { useNotify } from '../../../components/notifications'
import { useErrorText } from '../../../lib/error-text'
import { applyServerErrors } from '../../../lib/form-server-errors'
import { zodResolver } from '../../../lib/zod-resolver'
import { useCreateInvoiceClient } from '../api'

const FIELDS = ['name', 'company', 'companyEmail', 'address', 'country', 'contact'] as const

export type InvoiceClientDrawerProps = {
  open: boolean
  onClose: () => void
  onAdded: (client: InvoiceClient) => void
}

export function InvoiceClientDrawer({ open, onClose, onAdded }: InvoiceClientDrawerProps) {
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 420 } } } }}
    >
      {open ? <ClientForm onClose={onClose} onAdded={onAdded} /> : null}
    </Drawer>
  )
}

function ClientForm({ onClose, onAdded }: Omit<InvoiceClientDrawerProps, 'open'>) {
  const { t } = useTranslation()
  const notify = useNotify()
  const errorText = useErrorText()
  const titleId = useId()
  const create = useCreateInvoiceClient()
  const { control, handleSubmit, setError, formState } = useForm<InvoiceClientCreate>({
    resolver: zodResolver(invoiceClientCreateSchema),
    defaultValues: { name: '', company: '', companyEmail: '', address: '', country: '', contact: '' },
  })
  const onSubmit = handleSubmit(async (values) => {
    try {
      onAdded(await create.mutateAsync(values))
      onClose()
    } catch (error) {
      const outcome = applyServerErrors(error, setError, FIELDS)
      if (!outcome.placed) notify(outcome.issue ? errorText(outcome.issue) : t('common.saveFailed'), 'error')
    }
  })
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        // The drawer's form sits beside the invoice form: its submit must not reach that one.
        event.stopPropagation()
        void onSubmit(event)
      }}
      aria-labelledby={titleId}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 3, py: 2 }}>
        <Typography id={titleId} variant="h6" component="h2">
          {t('invoices.client.addTitle')}
        </Typography>
        <IconButton aria-label={t('common.close')} onClick={onClose}>
          <CloseOutlined />
        </IconButton>
      </Box>
      <Divider />
      <Stack spacing={2.5} sx={{ p: 3, flex: 1, overflowY: 'auto' }}>
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
      </Stack>
      <Divider />
      <Box sx={{ display: 'flex', gap: 2, p: 3 }}>
        <Button type="submit" variant="contained" loading={formState.isSubmitting}>
          {t('invoices.client.save')}
        </Button>
        <Button variant="outlined" color="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
      </Box>
    </Box>
  )
}
