import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

/** A tag: one of ours (`key`, named in the reader's language), one added, or the text offered as new. */
type TagOption = { key?: string; name: string; isNew?: boolean }

const filter = createFilterOptions<TagOption>({ ignoreAccents: true, ignoreCase: true })

/** A value from the list or a new one: the last option offers to add what was typed. */
export function ComboboxCreatable() {
  const { t } = useTranslation()
  const [added, setAdded] = useState<TagOption[]>([])
  const tags: TagOption[] = [
    ...['urgent', 'wholesale', 'returning'].map((key) => ({ key, name: t(`forms.combobox.tags.${key}`) })),
    ...added,
  ]
  const [tag, setTag] = useState<TagOption | null>(null)
  const choose = (option: TagOption | string | null) => {
    if (option === null) return setTag(null)
    const name = (typeof option === 'string' ? option : option.name).trim()
    if (!name) return
    const known = tags.find((existing) => existing.name.toLocaleLowerCase() === name.toLocaleLowerCase())
    if (known) return setTag(known)
    const created = { name }
    setAdded((current) => [...current, created])
    setTag(created)
  }
  return (
    <>
      <Autocomplete<TagOption, false, false, true>
        freeSolo
        selectOnFocus
        clearOnBlur
        handleHomeEndKeys
        options={tags}
        value={(tag?.key && tags.find((option) => option.key === tag.key)) || tag}
        onChange={(_, value) => choose(value)}
        filterOptions={(options, state) => {
          const found = filter(options, state)
          const typed = state.inputValue.trim()
          const exists = options.some(
            (option) => option.name.toLocaleLowerCase() === typed.toLocaleLowerCase(),
          )
          return typed && !exists ? [...found, { name: typed, isNew: true }] : found
        }}
        getOptionLabel={(option) => (typeof option === 'string' ? option : option.name)}
        isOptionEqualToValue={(option, value) => (option.key ?? option.name) === (value.key ?? value.name)}
        renderOption={({ key, ...props }, option) => (
          <li key={key} {...props}>
            {option.isNew ? t('forms.combobox.add', { name: option.name }) : option.name}
          </li>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('forms.combobox.tag')}
            helperText={t('forms.combobox.creatableHelp')}
          />
        )}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('forms.combobox.tagCount', { count: tags.length })}
      </Typography>
    </>
  )
}
