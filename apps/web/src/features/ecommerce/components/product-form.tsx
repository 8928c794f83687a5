// The product form of the add and edit pages: information and description (rich text), image,
// pricing, inventory and organisation. Validated with the shared productCreateSchema (the one the
// server uses); a 400 or 409 from the server shows under the field it names.
import { lazy, Suspense } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Grid from '@mui/material/Grid'
import InputAdornment from '@mui/material/InputAdornment'
import MenuItem from '@mui/material/MenuItem'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { Controller, useForm, type UseFormRegisterReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormSwitchField } from '@/components/form-switch-field'
import { Link as RouterLink, useNavigate } from 'react-router'
import {
  PRODUCT_STATUSES,
  productCreateSchema,
  type ProductCreate,
  type ProductCreateInput,
  type ProductDetail,
} from '@aurum/shared'
import { FormTextField } from '@/components/form-text-field'
import { useNotify } from '@/components/notifications'
import { PageHeader } from '@/components/page-header'
import { SectionCard } from '@/components/section-card'
import { useErrorText } from '@/lib/error-text'
import { applyServerErrors } from '@/lib/form-server-errors'
import { useCategoryNames } from '../api/categories'
import { useCreateProduct, useUpdateProduct } from '../api/products'
import { ProductImageField } from './product-image-field'
import { ProductTagsField } from './product-tags-field'
import { paths } from '@/lib/paths'
import { zodResolver } from '@/lib/zod-resolver'

// Tiptap is large: it loads when the form shows, not with the page's first chunk.
const RichTextEditor = lazy(() =>
  import('@/components/rich-text-editor').then((module) => ({ default: module.RichTextEditor })),
)

const FIELDS = [
  'productName',
  'productBrand',
  'category',
  'sku',
  'price',
  'qty',
  'stock',
  'status',
  'description',
  'tags',
  'image',
] as const

/** react-hook-form's register() for an MUI TextField: the ref goes to the inner input. */
function muiRegister<Name extends string>({ ref, ...rest }: UseFormRegisterReturn<Name>) {
  return { ...rest, inputRef: ref }
}

function valuesOf(product: ProductDetail | undefined): Partial<ProductCreateInput> {
  if (!product) {
    return {
      productName: '',
      productBrand: '',
      category: '',
      sku: '',
      status: 'Published',
      stock: true,
      description: '',
      tags: [],
      image: null,
    }
  }
  const {
    productName,
    productBrand,
    category,
    sku,
    priceValue,
    qty,
    stock,
    status,
    description,
    tags,
    image,
  } = product
  return {
    productName,
    productBrand,
    category,
    sku,
    price: priceValue,
    qty,
    stock,
    status,
    description,
    tags,
    image,
  }
}

export type ProductFormProps = {
  /** The product being edited; absent on the add page. */
  product?: ProductDetail
}

export function ProductForm({ product }: ProductFormProps) {
  const { t } = useTranslation()
  const notify = useNotify()
  const navigate = useNavigate()
  const errorText = useErrorText()
  const categoryNames = useCategoryNames()
  const create = useCreateProduct()
  const update = useUpdateProduct()
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProductCreateInput, unknown, ProductCreate>({
    resolver: zodResolver(productCreateSchema),
    defaultValues: valuesOf(product),
  })
  const categories = categoryNames.data ?? []
  const categoryOptions =
    product && !categories.includes(product.category) ? [product.category, ...categories] : categories
  const errorOf = (field: (typeof FIELDS)[number]) => errorText(errors[field]?.message)

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (product) await update.mutateAsync({ id: product.id, product: values })
      else await create.mutateAsync(values)
      await navigate(paths.productList)
    } catch (error) {
      const outcome = applyServerErrors(error, setError, FIELDS)
      notify(
        outcome.placed
          ? t('ecommerce.products.form.checkFields')
          : outcome.issue
            ? errorText(outcome.issue)
            : t('common.saveFailed'),
        'error',
      )
    }
  })

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-label={t(product ? 'ecommerce.products.form.editTitle' : 'ecommerce.products.form.addTitle')}
    >
      <PageHeader
        title={t(product ? 'ecommerce.products.form.editTitle' : 'ecommerce.products.form.addTitle')}
        subtitle={product ? product.productName : t('ecommerce.products.form.addSubtitle')}
        actions={
          <>
            <Button component={RouterLink} to={paths.productList} variant="outlined" color="secondary">
              {t('ecommerce.products.form.discard')}
            </Button>
            <Button type="submit" variant="contained" loading={isSubmitting}>
              {t(product ? 'common.saveChanges' : 'ecommerce.products.form.create')}
            </Button>
          </>
        }
      />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={3}>
            <SectionCard title={t('ecommerce.products.form.information')}>
              <Stack spacing={2.5}>
                <TextField
                  {...muiRegister(register('productName'))}
                  label={t('ecommerce.products.fields.name')}
                  required
                  fullWidth
                  error={Boolean(errors.productName)}
                  helperText={errorOf('productName')}
                />
                <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                  <TextField
                    {...muiRegister(register('sku'))}
                    label={t('ecommerce.products.fields.sku')}
                    required
                    error={Boolean(errors.sku)}
                    helperText={errorOf('sku')}
                    slotProps={{ htmlInput: { dir: 'ltr' } }}
                  />
                  <TextField
                    {...muiRegister(register('productBrand'))}
                    label={t('ecommerce.products.fields.brand')}
                    required
                    error={Boolean(errors.productBrand)}
                    helperText={errorOf('productBrand')}
                  />
                </Box>
                <Controller
                  control={control}
                  name="description"
                  render={({ field }) => (
                    <Suspense
                      fallback={
                        <Skeleton
                          variant="rounded"
                          height={230}
                          role="status"
                          aria-label={t('common.loading')}
                        />
                      }
                    >
                      <RichTextEditor
                        label={t('ecommerce.products.fields.description')}
                        value={field.value}
                        onChange={field.onChange}
                        onBlur={field.onBlur}
                        error={errorOf('description')}
                      />
                    </Suspense>
                  )}
                />
              </Stack>
            </SectionCard>
            <SectionCard title={t('ecommerce.products.form.image')}>
              <Controller
                control={control}
                name="image"
                render={({ field }) => (
                  <ProductImageField
                    label={t('ecommerce.products.fields.image')}
                    value={field.value}
                    onChange={field.onChange}
                    error={errorOf('image')}
                  />
                )}
              />
            </SectionCard>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={3}>
            <SectionCard title={t('ecommerce.products.form.pricing')}>
              <TextField
                {...muiRegister(register('price', { valueAsNumber: true }))}
                label={t('ecommerce.products.fields.price')}
                type="number"
                required
                fullWidth
                error={Boolean(errors.price)}
                helperText={errorOf('price')}
                slotProps={{
                  htmlInput: { min: 0, step: 0.01, inputMode: 'decimal' },
                  input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
                }}
              />
            </SectionCard>
            <SectionCard title={t('ecommerce.products.form.inventory')}>
              <Stack spacing={2}>
                <TextField
                  {...muiRegister(register('qty', { valueAsNumber: true }))}
                  label={t('ecommerce.products.fields.qty')}
                  type="number"
                  required
                  fullWidth
                  error={Boolean(errors.qty)}
                  helperText={errorOf('qty')}
                  slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
                />
                <FormSwitchField
                  control={control}
                  name="stock"
                  label={t('ecommerce.products.fields.stock')}
                />
              </Stack>
            </SectionCard>
            <SectionCard title={t('ecommerce.products.form.organize')}>
              <Stack spacing={2.5}>
                <FormTextField
                  control={control}
                  name="category"
                  select
                  required
                  fullWidth
                  label={t('ecommerce.products.fields.category')}
                  errorText={errorText}
                >
                  {categoryOptions.map((name) => (
                    <MenuItem key={name} value={name}>
                      {name}
                    </MenuItem>
                  ))}
                </FormTextField>
                <FormTextField
                  control={control}
                  name="status"
                  select
                  required
                  fullWidth
                  label={t('ecommerce.products.fields.status')}
                  errorText={errorText}
                >
                  {PRODUCT_STATUSES.map((status) => (
                    <MenuItem key={status} value={status}>
                      {t(`ecommerce.products.status.${status}`)}
                    </MenuItem>
                  ))}
                </FormTextField>
                <Controller
                  control={control}
                  name="tags"
                  render={({ field, fieldState }) => (
                    <ProductTagsField
                      label={t('ecommerce.products.fields.tags')}
                      helperText={t('ecommerce.products.fields.tagsHelp')}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      // A rule on the whole list (count, repeats) or on a tag (its length), whichever failed.
                      error={errorText(
                        fieldState.error?.message ?? errors.tags?.find?.((tag) => tag?.message)?.message,
                      )}
                    />
                  )}
                />
              </Stack>
            </SectionCard>
          </Stack>
        </Grid>
      </Grid>
    </Box>
  )
}
