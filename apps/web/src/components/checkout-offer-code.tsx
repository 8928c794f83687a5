// A checkout's offer code: typed, applied (the summary's quote then carries it), and removed. The
// server checks the code against its deal's rules; a refusal shows under the field. Shared by the
// public checkout and the checkout wizard; each area words the texts.
import { useState } from 'react'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'

type CheckoutOfferText = 'label' | 'apply' | 'remove' | 'applied'

export type CheckoutOfferCodeProps = {
  /** The code applied ('' none). */
  applied: string
  onApply: (code: string) => void
  /** Why the server refuses the applied code, in the reader's words. */
  error: string | undefined
  text: (key: CheckoutOfferText) => string
}

export function CheckoutOfferCode({ applied, onApply, error, text }: CheckoutOfferCodeProps) {
  const [typed, setTyped] = useState(applied)
  const accepted = applied !== '' && !error
  const apply = () => onApply(typed.trim().toUpperCase())
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        size="small"
        label={text('label')}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onKeyDown={(event) => {
          // Enter applies the code rather than submitting the step's form.
          if (event.key === 'Enter') {
            event.preventDefault()
            apply()
          }
        }}
        error={Boolean(error)}
        helperText={error ?? (accepted ? text('applied') : undefined)}
        slotProps={{ htmlInput: { maxLength: 40, autoCapitalize: 'characters' } }}
        sx={{ flexGrow: 1 }}
      />
      {applied && typed.trim().toUpperCase() === applied ? (
        <Button
          variant="outlined"
          color="secondary"
          onClick={() => {
            setTyped('')
            onApply('')
          }}
          sx={{ mt: '2px' }}
        >
          {text('remove')}
        </Button>
      ) : (
        <Button variant="outlined" disabled={!typed.trim()} onClick={apply} sx={{ mt: '2px' }}>
          {text('apply')}
        </Button>
      )}
    </Stack>
  )
}
