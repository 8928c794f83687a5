// /apps/ecommerce/product/add: the empty product form; saving goes back to the list.
import { ProductForm } from '../components/product-form'

export function ProductAddPage() {
  return <ProductForm />
}
