// The card form's four fields (name, number, expiry MM/YY, CVC), validated by the shared card
// schema (Luhn, a future expiry). No card is charged: the test card 4242 4242 4242 4242 pays.
import Alert from '@mui/material/Alert'
import Grid from '@mui/material/Grid'
import TextField, { type TextFieldProps } from '@mui/material/TextField'
import { useTranslation } from 'react-i18next'

export type CardField = 'name' | 'number' | 'expiry' | 'cvc'

export function CardFields({ fieldProps }: { fieldProps: (field: CardField) => TextFieldProps }) {
  const { t } = useTranslation()
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <Alert severity="info">{t('frontPages.card.testCard')}</Alert>
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          label={t('frontPages.card.number')}
          fullWidth
          autoComplete="cc-number"
          inputMode="numeric"
          {...fieldProps('number')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          label={t('frontPages.card.name')}
          fullWidth
          autoComplete="cc-name"
          {...fieldProps('name')}
        />
      </Grid>
      {/* One column on a phone: "Expiry (MM/YY)" does not fit half of it in every language. */}
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          label={t('frontPages.card.expiry')}
          placeholder="MM/YY"
          fullWidth
          autoComplete="cc-exp"
          {...fieldProps('expiry')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          label={t('frontPages.card.cvc')}
          fullWidth
          autoComplete="cc-csc"
          inputMode="numeric"
          {...fieldProps('cvc')}
        />
      </Grid>
    </Grid>
  )
}
