// The checkout wizard's cart step: the store's catalogue (searched on the server) with an Add
// button per product, and the cart's lines with their quantity, bound to `cart.items`.
import { useDeferredValue, useState } from 'react'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import FormHelperText from '@mui/material/FormHelperText'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import DeleteOutlined from '@mui/icons-material/DeleteOutlined'
import { Controller, type Control } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { CheckoutWizardInput } from '@aurum/shared'
import { useCatalogue } from '@/lib/checkout'
import { useErrorText } from '@/lib/error-text'
import { useFormat } from '@/lib/format'
import { ProductLine } from '@/components/product-line'

type CartLine = CheckoutWizardInput['cart']['items'][number]

export function WizardCheckoutCart<O>({ control }: { control: Control<CheckoutWizardInput, unknown, O> }) {
  const { t } = useTranslation()
  const errorText = useErrorText()
  const format = useFormat()
  const [q, setQ] = useState('')
  const catalogue = useCatalogue(useDeferredValue(q.trim()))
  return (
    <Controller
      control={control}
      name="cart.items"
      render={({ field, fieldState }) => {
        const lines: CartLine[] = Array.isArray(field.value) ? field.value : []
        const setLines = (next: CartLine[]) => field.onChange(next)
        return (
          <Stack spacing={3}>
            <section aria-label={t('wizards.checkout.cart')}>
              <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
                {t('wizards.checkout.cart')}
              </Typography>
              {lines.length === 0 ? (
                <Typography color="text.secondary">{t('wizards.checkout.cartEmpty')}</Typography>
              ) : (
                <Stack
                  component="ul"
                  spacing={2}
                  divider={<Divider />}
                  sx={{ listStyle: 'none', p: 0, m: 0 }}
                >
                  {lines.map((line) => (
                    <ProductLine
                      key={line.productId}
                      name={line.productName}
                      detail={format.money(line.price ?? 0)}
                      strong
                    >
                      <TextField
                        type="number"
                        size="small"
                        label={t('wizards.checkout.qty', { product: line.productName })}
                        value={line.qty}
                        onChange={(event) => {
                          const qty = Math.max(1, Math.min(99, Number(event.target.value) || 1))
                          setLines(lines.map((entry) => (entry === line ? { ...entry, qty } : entry)))
                        }}
                        slotProps={{ htmlInput: { min: 1, max: 99 } }}
                        sx={{ width: 110 }}
                      />
                      <IconButton
                        aria-label={t('wizards.checkout.remove', { product: line.productName })}
                        onClick={() => setLines(lines.filter((entry) => entry !== line))}
                      >
                        <DeleteOutlined />
                      </IconButton>
                    </ProductLine>
                  ))}
                </Stack>
              )}
              {fieldState.error ? (
                <FormHelperText error>{errorText(fieldState.error.message)}</FormHelperText>
              ) : null}
            </section>
            <Divider />
            <section aria-label={t('wizards.checkout.catalogue')}>
              <Typography variant="h6" component="h3" sx={{ mb: 2 }}>
                {t('wizards.checkout.catalogue')}
              </Typography>
              <TextField
                type="search"
                label={t('wizards.checkout.search')}
                value={q}
                onChange={(event) => setQ(event.target.value)}
                fullWidth
                inputRef={field.ref}
                sx={{ mb: 2 }}
              />
              <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {catalogue.data?.slice(0, 8).map((product) => (
                  <ProductLine
                    key={product.id}
                    name={product.productName}
                    detail={
                      <>
                        {product.productBrand} · {format.money(product.price)}
                      </>
                    }
                  >
                    <Button
                      variant="outlined"
                      size="small"
                      aria-label={t('wizards.checkout.add', { product: product.productName })}
                      onClick={() => {
                        const existing = lines.find((entry) => entry.productId === product.id)
                        setLines(
                          existing
                            ? lines.map((entry) =>
                                entry === existing
                                  ? { ...entry, qty: Math.min(entry.qty + 1, product.qty, 99) }
                                  : entry,
                              )
                            : [
                                ...lines,
                                {
                                  productId: product.id,
                                  qty: 1,
                                  productName: product.productName,
                                  price: product.price,
                                },
                              ],
                        )
                      }}
                    >
                      +
                    </Button>
                  </ProductLine>
                ))}
              </Stack>
            </section>
          </Stack>
        )
      }}
    />
  )
}
