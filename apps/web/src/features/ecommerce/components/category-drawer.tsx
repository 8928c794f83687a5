// The category form in a side drawer, for adding and editing: name, description and picture,
// validated with the shared categoryCreateSchema; a taken name (409) shows under the name.
import { Controller, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  categoryCreateSchema,
  type Category,
  type CategoryCreate,
  type CategoryCreateInput,
} from '@aurum/shared'
import { FormDrawer, FormDrawerForm } from '@/components/form-drawer'
import { FormTextField } from '@/components/form-text-field'
import { useNotify } from '@/components/notifications'
import { useErrorText } from '@/lib/error-text'
import { applyServerErrors } from '@/lib/form-server-errors'
import { useSaveCategory } from '../api/categories'
import { ProductImageField } from './product-image-field'
import { zodResolver } from '@/lib/zod-resolver'

const FIELDS = ['name', 'description', 'image'] as const

export type CategoryDrawerProps = {
  open: boolean
  /** The category being edited; null to add one. */
  category: Category | null
  onClose: () => void
}

export function CategoryDrawer({ open, category, onClose }: CategoryDrawerProps) {
  return (
    <FormDrawer open={open} onClose={onClose}>
      {/* Mounted afresh on each opening, so the form starts from the category shown. */}
      {open ? <CategoryForm key={category?.id ?? 'new'} category={category} onClose={onClose} /> : null}
    </FormDrawer>
  )
}

function CategoryForm({ category, onClose }: { category: Category | null; onClose: () => void }) {
  const { t } = useTranslation()
  const notify = useNotify()
  const errorText = useErrorText()
  const save = useSaveCategory()
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<CategoryCreateInput, unknown, CategoryCreate>({
    resolver: zodResolver(categoryCreateSchema),
    defaultValues: {
      name: category?.name ?? '',
      description: category?.description ?? '',
      image: category?.image ?? null,
    },
  })

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: category?.id, category: values })
      onClose()
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
    <FormDrawerForm
      title={t(category ? 'ecommerce.categories.form.editTitle' : 'ecommerce.categories.form.addTitle')}
      onClose={onClose}
      onSubmit={onSubmit}
      submitLabel={t(category ? 'common.saveChanges' : 'common.add')}
      submitting={isSubmitting}
    >
      <FormTextField
        control={control}
        name="name"
        label={t('ecommerce.categories.fields.name')}
        required
        fullWidth
        autoFocus
        errorText={errorText}
      />
      <FormTextField
        control={control}
        name="description"
        label={t('ecommerce.categories.fields.description')}
        multiline
        minRows={3}
        fullWidth
        errorText={errorText}
      />
      <Controller
        control={control}
        name="image"
        render={({ field, fieldState }) => (
          <ProductImageField
            label={t('ecommerce.categories.fields.image')}
            value={field.value}
            onChange={field.onChange}
            error={errorText(fieldState.error?.message)}
          />
        )}
      />
    </FormDrawerForm>
  )
}
