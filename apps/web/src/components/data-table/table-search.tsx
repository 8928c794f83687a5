// The search box of a list: types freely, sends the term to the URL (and the server) after a pause.
import { useEffect, useState } from 'react'
import InputAdornment from '@mui/material/InputAdornment'
import TextField from '@mui/material/TextField'
import SearchOutlined from '@mui/icons-material/SearchOutlined'
import { useTranslation } from 'react-i18next'

const SEARCH_DEBOUNCE_MS = 300

export type TableSearchProps = {
  value: string | undefined
  onChange: (value: string) => void
  label?: string
}

export function TableSearch({ value, onChange, label }: TableSearchProps) {
  const { t } = useTranslation()
  const [text, setText] = useState(value ?? '')
  // The URL wins when it changes from outside (back button, a cleared filter).
  const [lastValue, setLastValue] = useState(value)
  if (value !== lastValue) {
    setLastValue(value)
    setText(value ?? '')
  }
  useEffect(() => {
    if (text.trim() === (value ?? '')) return
    const timer = setTimeout(() => onChange(text.trim()), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text, value, onChange])
  return (
    <TextField
      size="small"
      type="search"
      label={label ?? t('common.search')}
      value={text}
      onChange={(event) => setText(event.target.value)}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchOutlined fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
      sx={{ minWidth: { xs: '100%', sm: 240 } }}
    />
  )
}
