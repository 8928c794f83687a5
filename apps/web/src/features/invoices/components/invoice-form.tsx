// The invoice form of /apps/invoice/add and /apps/invoice/edit/:id: the client (picker with search
// and "add client"), dates, lines added and removed, tax and notes, with live totals computed as
// the server computes them (integer cents, shared code); validation from the shared schema.
import { useId, useMemo, useState } from 'react'
import Alert from '@mui/material/Alert'
import Autocomplete from '@mui/material/Autocomplete'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Divider from '@mui/material/Divider'
import Grid from '@mui/material/Grid'
import IconButton from '@mui/material/IconButton'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import AddOutlined from '@mui/icons-material/AddOutlined'
import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined'
import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined'
import { Controller, useFieldArray, useForm, useWatch, type Control } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import {
  fromCents,
  invoiceInputSchema,
  invoiceTotalsCents,
  lineCents,
  type InvoiceClient,
  type InvoiceDetail,
  type InvoiceInput,
} from '@aurum/shared'
import { FormTextField } from '@/components/form-text-field'
import { PageHeader } from '@/components/page-header'
import { useErrorText } from '@/lib/error-text'
import { useFormat } from '@/lib/format'
import { useFormSave } from '@/lib/form-server-errors'
import { paths } from '@/lib/paths'
import { zodResolver } from '@/lib/zod-resolver'
import { useInvoiceClients, useSaveInvoice } from '../api'
import { InvoiceClientDrawer } from './invoice-client-drawer'

type FormValues = InvoiceInput
const FIELDS = ['clientId', 'issuedDate', 'dueDate', 'items', 'taxRate', 'notes'] as const

const isoDay = (offsetDays = 0) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10)
const EMPTY_LINE = { item: '', description: '', cost: 0, qty: 1, discount: 0 }

/** A number field of the form: an empty box is no number (the schema says what is missing). */
function NumberField({
  control,
  name,
  label,
  errorText,
  step,
}: {
  control: Control<FormValues>
  name: `items.${number}.${'cost' | 'qty' | 'discount'}` | 'taxRate'
  label: string
  errorText: (message: string) => string
  step: string
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          label={label}
          type="number"
          size="small"
          fullWidth
          name={field.name}
          inputRef={field.ref}
          value={field.value ?? ''}
          onBlur={field.onBlur}
          onChange={(event) =>
            field.onChange(event.target.value === '' ? undefined : Number(event.target.value))
          }
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ? errorText(fieldState.error.message) : undefined}
          slotProps={{ htmlInput: { step, min: 0, dir: 'ltr' } }}
        />
      )}
    />
  )
}

export type InvoiceFormProps = { invoice?: InvoiceDetail }

export function InvoiceForm({ invoice }: InvoiceFormProps) {
  const { t } = useTranslation()
  const format = useFormat()
  const errorText = useErrorText()
  const navigate = useNavigate()
  const save = useSaveInvoice()
  const itemsId = useId()
  const [drawerOpen, setDrawerOpen] = useState(false)
  const [clientSearch, setClientSearch] = useState('')
  const clients = useInvoiceClients(clientSearch)
  const existing = invoice?.invoice
  const [picked, setPicked] = useState<InvoiceClient | null>(existing ? existing.client : null)

  const { control, handleSubmit, setError, setValue, formState } = useForm<FormValues>({
    resolver: zodResolver(invoiceInputSchema),
    defaultValues: existing
      ? {
          clientId: existing.client.id,
          issuedDate: existing.issuedDate,
          dueDate: existing.dueDate,
          items: existing.items.map(({ item, description, cost, qty, discount }) => ({
            item,
            description,
            cost,
            qty,
            discount,
          })),
          taxRate: existing.taxRate,
          notes: existing.notes,
        }
      : {
          clientId: undefined as unknown as number,
          issuedDate: isoDay(),
          dueDate: isoDay(30),
          items: [{ ...EMPTY_LINE }],
          taxRate: 0,
          notes: '',
        },
  })
  const lines = useFieldArray({ control, name: 'items' })
  const watchedItems = useWatch({ control, name: 'items' })
  const watchedTax = useWatch({ control, name: 'taxRate' })
  const totals = useMemo(() => {
    const valid = (watchedItems ?? []).map((line) => ({
      cost: Number.isFinite(line?.cost) ? Number(line.cost) : 0,
      qty: Number.isFinite(line?.qty) ? Number(line.qty) : 0,
      discount: Number.isFinite(line?.discount) ? Number(line.discount) : 0,
    }))
    return {
      lines: valid.map(lineCents),
      ...invoiceTotalsCents(valid, Number.isFinite(watchedTax) ? Number(watchedTax) : 0),
    }
  }, [watchedItems, watchedTax])

  const pickClient = (client: InvoiceClient | null) => {
    setPicked(client)
    setValue('clientId', client ? client.id : (undefined as unknown as number), {
      shouldValidate: formState.isSubmitted,
    })
  }

  const { formError, trySave } = useFormSave(setError, FIELDS)
  const onSubmit = handleSubmit(async (values) => {
    await trySave(async () => {
      const saved = await save.mutateAsync({ id: existing?.id, body: values })
      void navigate(paths.invoicePreview(saved.invoice.id))
    })
  })

  const options = useMemo(() => {
    const found = clients.data ?? []
    return picked && !found.some((client) => client.id === picked.id) ? [picked, ...found] : found
  }, [clients.data, picked])

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <PageHeader
        title={existing ? t('invoices.form.editTitle', { number: existing.id }) : t('invoices.form.addTitle')}
        actions={
          <Box sx={{ display: 'flex', gap: 2 }}>
            <Button variant="outlined" color="secondary" onClick={() => void navigate(-1)}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="contained" loading={formState.isSubmitting}>
              {t('invoices.form.save')}
            </Button>
          </Box>
        }
      />
      {formError ? (
        <Alert severity="error" sx={{ mb: 3 }}>
          {formError}
        </Alert>
      ) : null}
      <Card>
        <CardContent>
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Controller
                control={control}
                name="clientId"
                render={({ fieldState }) => (
                  <Autocomplete
                    options={options}
                    value={picked}
                    onChange={(_event, client) => pickClient(client)}
                    onInputChange={(_event, value, reason) => {
                      if (reason === 'input') setClientSearch(value)
                    }}
                    filterOptions={(all) => all}
                    isOptionEqualToValue={(a, b) => a.id === b.id}
                    getOptionLabel={(client) => `${client.name} (${client.company})`}
                    loading={clients.isFetching}
                    renderInput={(params) => (
                      <TextField
                        {...params}
                        label={t('invoices.form.client')}
                        required
                        error={Boolean(fieldState.error)}
                        helperText={
                          fieldState.error?.message ? errorText(fieldState.error.message) : undefined
                        }
                      />
                    )}
                  />
                )}
              />
              <Button
                startIcon={<PersonAddAltOutlined />}
                onClick={() => setDrawerOpen(true)}
                sx={{ mt: 1 }}
                size="small"
              >
                {t('invoices.client.add')}
              </Button>
              {picked ? (
                <Box sx={{ mt: 2, color: 'text.secondary' }}>
                  <Typography variant="body2">
                    <bdi>{picked.company}</bdi>
                  </Typography>
                  <Typography variant="body2">
                    <bdi>{picked.address}</bdi>
                  </Typography>
                  <Typography variant="body2">
                    <bdi dir="ltr">{picked.companyEmail}</bdi>
                  </Typography>
                </Box>
              ) : null}
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <FormTextField
                control={control}
                name="issuedDate"
                type="date"
                label={t('invoices.form.issuedDate')}
                required
                fullWidth
                errorText={errorText}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <FormTextField
                control={control}
                name="dueDate"
                type="date"
                label={t('invoices.form.dueDate')}
                required
                fullWidth
                errorText={errorText}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Grid>
          </Grid>
        </CardContent>
        <Divider />
        <CardContent component="section" aria-labelledby={itemsId}>
          <Typography id={itemsId} variant="h6" component="h2" sx={{ mb: 2 }}>
            {t('invoices.form.lines')}
          </Typography>
          {formState.errors.items?.root?.message || formState.errors.items?.message ? (
            <Alert severity="error" sx={{ mb: 2 }}>
              {errorText(formState.errors.items.root?.message ?? formState.errors.items.message ?? '')}
            </Alert>
          ) : null}
          {lines.fields.map((line, index) => (
            <Box
              key={line.id}
              role="group"
              aria-label={t('invoices.form.lineLabel', { number: index + 1 })}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mb: 2 }}
            >
              <Grid container spacing={2} sx={{ alignItems: 'flex-start' }}>
                <Grid size={{ xs: 12, md: 4 }}>
                  <FormTextField
                    control={control}
                    name={`items.${index}.item`}
                    label={t('invoices.form.item')}
                    required
                    size="small"
                    fullWidth
                    errorText={errorText}
                  />
                  <FormTextField
                    control={control}
                    name={`items.${index}.description`}
                    label={t('invoices.form.description')}
                    size="small"
                    fullWidth
                    multiline
                    errorText={errorText}
                    sx={{ mt: 2 }}
                  />
                </Grid>
                <Grid size={{ xs: 6, md: 2 }}>
                  <NumberField
                    control={control}
                    name={`items.${index}.cost`}
                    label={t('invoices.form.cost')}
                    errorText={errorText}
                    step="0.01"
                  />
                </Grid>
                <Grid size={{ xs: 6, md: 2 }}>
                  <NumberField
                    control={control}
                    name={`items.${index}.qty`}
                    label={t('invoices.form.qty')}
                    errorText={errorText}
                    step="1"
                  />
                </Grid>
                <Grid size={{ xs: 6, md: 2 }}>
                  <NumberField
                    control={control}
                    name={`items.${index}.discount`}
                    label={t('invoices.form.discount')}
                    errorText={errorText}
                    step="0.01"
                  />
                </Grid>
                <Grid
                  size={{ xs: 6, md: 2 }}
                  sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}
                >
                  <Box>
                    <Typography variant="caption" color="text.secondary">
                      {t('invoices.form.price')}
                    </Typography>
                    <Typography>{format.money(fromCents(totals.lines[index] ?? 0))}</Typography>
                  </Box>
                  <IconButton
                    aria-label={t('invoices.form.removeLine', { number: index + 1 })}
                    onClick={() => lines.remove(index)}
                    disabled={lines.fields.length === 1}
                  >
                    <DeleteOutlineOutlined />
                  </IconButton>
                </Grid>
              </Grid>
            </Box>
          ))}
          <Button
            variant="outlined"
            startIcon={<AddOutlined />}
            onClick={() => lines.append({ ...EMPTY_LINE })}
          >
            {t('invoices.form.addLine')}
          </Button>
        </CardContent>
        <Divider />
        <CardContent>
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 7 }}>
              <FormTextField
                control={control}
                name="notes"
                label={t('invoices.form.notes')}
                multiline
                minRows={3}
                fullWidth
                errorText={errorText}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <NumberField
                control={control}
                name="taxRate"
                label={t('invoices.form.taxRate')}
                errorText={errorText}
                step="0.01"
              />
              <Box
                component="dl"
                aria-label={t('invoices.form.totals')}
                sx={{ display: 'grid', gridTemplateColumns: '1fr auto', gap: 1, mt: 2, mb: 0 }}
              >
                {(
                  [
                    ['subtotal', totals.subtotal],
                    ['discount', totals.discount ? -totals.discount : 0],
                    ['tax', totals.tax],
                    ['total', totals.total],
                  ] as const
                ).map(([key, cents]) => (
                  <Box key={key} sx={{ display: 'contents' }}>
                    <Typography component="dt" sx={{ fontWeight: key === 'total' ? 600 : 400 }}>
                      {t(`invoices.totals.${key}`)}
                    </Typography>
                    <Typography
                      component="dd"
                      data-testid={`invoice-form-${key}`}
                      sx={{ m: 0, textAlign: 'end', fontWeight: key === 'total' ? 600 : 400 }}
                    >
                      {format.money(fromCents(cents))}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </Grid>
          </Grid>
        </CardContent>
      </Card>
      <InvoiceClientDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} onAdded={pickClient} />
    </Box>
  )
}
