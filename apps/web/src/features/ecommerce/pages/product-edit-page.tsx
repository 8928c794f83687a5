// /apps/ecommerce/product/edit/:id (beyond the spec): the product form filled with the product.
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useParams } from 'react-router'
import { PageHeader } from '@/components/page-header'
import { ErrorState, LoadingState } from '@/components/state-views'
import { ApiError } from '@/lib/api-client'
import { useProduct } from '../api/products'
import { ProductForm } from '../components/product-form'
import { paths } from '@/lib/paths'

export function ProductEditPage() {
  const { t } = useTranslation()
  const id = Number(useParams().id)
  const product = useProduct(id)
  if (product.data) return <ProductForm key={product.data.id} product={product.data} />
  const back = (
    <Button component={RouterLink} to={paths.productList} variant="outlined" color="secondary">
      {t('ecommerce.products.form.backToList')}
    </Button>
  )
  return (
    <Box>
      <PageHeader title={t('ecommerce.products.form.editTitle')} actions={back} />
      {product.isError || !Number.isInteger(id) || id < 1 ? (
        <ErrorState
          error={product.error ?? new ApiError(404, null)}
          onRetry={() => void product.refetch()}
          notFoundText={t('ecommerce.products.form.notFound')}
        />
      ) : (
        <LoadingState />
      )}
    </Box>
  )
}
