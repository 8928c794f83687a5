// Tags as chips: type a tag and press Enter (or a comma) to add it; a chip's cross, or Backspace, removes it.
import { useState } from 'react'
import Autocomplete from '@mui/material/Autocomplete'
import Chip from '@mui/material/Chip'
import TextField from '@mui/material/TextField'

export type ProductTagsFieldProps = {
  label: string
  helperText?: string
  value: string[]
  onChange: (tags: string[]) => void
  onBlur?: () => void
  error?: string
}

export function ProductTagsField({
  label,
  helperText,
  value,
  onChange,
  onBlur,
  error,
}: ProductTagsFieldProps) {
  const [input, setInput] = useState('')
  const add = (text: string) => {
    const tag = text.trim()
    setInput('')
    if (tag && !value.some((existing) => existing.toLowerCase() === tag.toLowerCase()))
      onChange([...value, tag])
  }
  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      options={[]}
      value={value}
      inputValue={input}
      onInputChange={(_event, text, reason) => {
        if (reason === 'reset') return
        if (text.endsWith(',')) add(text.slice(0, -1))
        else setInput(text)
      }}
      onChange={(_event, tags) => {
        setInput('')
        onChange(tags.map((tag) => tag.trim()).filter(Boolean))
      }}
      onBlur={() => {
        if (input.trim()) add(input)
        onBlur?.()
      }}
      renderValue={(tags, getItemProps) =>
        tags.map((tag, index) => {
          const { key, ...itemProps } = getItemProps({ index })
          return <Chip key={key} {...itemProps} size="small" label={tag} />
        })
      }
      renderInput={(params) => (
        <TextField {...params} label={label} error={Boolean(error)} helperText={error ?? helperText} />
      )}
    />
  )
}
