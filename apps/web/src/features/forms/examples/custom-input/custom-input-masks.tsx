import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined'
import InputAdornment from '@mui/material/InputAdornment'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useLayoutEffect, useRef, useState, type ChangeEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { formatCardNumber, formatExpiry, formatPhone, isValidExpiry, maskedEdit, passesLuhn } from './masks'

/** A controlled value kept in its mask, with the caret put back after the digit it followed. */
function useMaskedValue(format: (text: string) => string, initial = '') {
  const [value, setValue] = useState(() => format(initial))
  const inputRef = useRef<HTMLInputElement>(null)
  const caret = useRef<number | null>(null)
  useLayoutEffect(() => {
    if (caret.current !== null && inputRef.current === document.activeElement) {
      inputRef.current?.setSelectionRange(caret.current, caret.current)
    }
    caret.current = null
  }, [value])
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const edit = maskedEdit(
      event.target.value,
      event.target.selectionStart ?? event.target.value.length,
      format,
    )
    caret.current = edit.caret
    setValue(edit.text)
  }
  return { value, onChange, inputRef }
}

/** Card number in groups of 4, expiry MM/YY and a phone number, formatted as they are typed. */
export function CustomInputMasks() {
  const { t } = useTranslation()
  const card = useMaskedValue(formatCardNumber)
  const expiry = useMaskedValue(formatExpiry)
  const phone = useMaskedValue(formatPhone)
  const cardComplete = card.value.length === 19
  const cardWrong = cardComplete && !passesLuhn(card.value)
  const expiryWrong = expiry.value.length === 5 && !isValidExpiry(expiry.value, new Date())
  return (
    <Stack spacing={2}>
      <TextField
        label={t('forms.customInput.cardNumber')}
        placeholder="0000 0000 0000 0000"
        {...card}
        error={cardWrong}
        helperText={cardWrong ? t('forms.customInput.cardWrong') : t('forms.customInput.cardHelp')}
        slotProps={{
          htmlInput: { inputMode: 'numeric', autoComplete: 'cc-number', dir: 'ltr' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <CreditCardOutlined />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        label={t('forms.customInput.expiry')}
        placeholder={t('forms.customInput.expiryPlaceholder')}
        {...expiry}
        error={expiryWrong}
        helperText={expiryWrong ? t('forms.customInput.expiryWrong') : ' '}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'cc-exp', dir: 'ltr' } }}
      />
      <TextField
        label={t('forms.customInput.phone')}
        placeholder="(555) 123-4567"
        type="tel"
        {...phone}
        slotProps={{ htmlInput: { autoComplete: 'tel-national', dir: 'ltr' } }}
      />
    </Stack>
  )
}
