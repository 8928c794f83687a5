// Choose Aurum users (calendar guests, kanban members): a multi-select that asks the area's people
// look-up (GET <lookupPath>?q=) as the reader types, a moment after the last key, and shows each
// person with their avatar. The server filters and limits; the list here is shown as answered.
import { useEffect, useMemo, useState } from 'react'
import Autocomplete from '@mui/material/Autocomplete'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import TextField from '@mui/material/TextField'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { personSchema, type Person } from '@aurum/shared'
import { apiCall } from '../lib/api-client'
import { UserAvatar } from './user-avatar'

const people = z.array(personSchema)
/** Typing waits this long after the last key before asking the server. */
const SEARCH_DELAY_MS = 250

function usePeople(lookupPath: string, query: { q?: string; ids?: number[] }, enabled: boolean) {
  return useQuery({
    queryKey: ['people', lookupPath, query] as const,
    queryFn: async ({ signal }) => apiCall(people, lookupPath, { query, signal }),
    enabled,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  })
}

export type PeoplePickerProps = {
  /** The area's look-up, e.g. /api/apps/calendar/people. */
  lookupPath: string
  /** Chosen user ids. */
  value: readonly number[]
  onChange: (ids: number[]) => void
  label: string
  noOptionsText: string
  loadingText: string
  disabled?: boolean
  /** The field's error, worded for the reader (a refused guest, too many members). */
  error?: string
}

export function PeoplePicker({
  lookupPath,
  value,
  onChange,
  label,
  noOptionsText,
  loadingText,
  disabled,
  error,
}: PeoplePickerProps) {
  const [open, setOpen] = useState(false)
  const [input, setInput] = useState('')
  const [term, setTerm] = useState('')
  // The people chosen when the picker opened are read once by id; those picked later are known
  // from the search answer they were picked in.
  const [initialIds] = useState(() => [...value].sort((a, b) => a - b))
  const [picked, setPicked] = useState<Person[]>([])

  useEffect(() => {
    const timer = setTimeout(() => setTerm(input.trim()), SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [input])

  const search = usePeople(lookupPath, term ? { q: term } : {}, open)
  const initial = usePeople(lookupPath, { ids: initialIds }, initialIds.length > 0)

  const chosen = useMemo(() => {
    const known = new Map<number, Person>()
    for (const person of [...(initial.data ?? []), ...picked]) known.set(person.id, person)
    // An id not read yet shows as a placeholder until its answer arrives.
    return value.map((id) => known.get(id) ?? { id, name: '…', avatar: null })
  }, [initial.data, picked, value])

  return (
    <Autocomplete<Person, true>
      multiple
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={search.data ?? []}
      value={chosen}
      disabled={disabled}
      loading={search.isFetching}
      loadingText={loadingText}
      noOptionsText={noOptionsText}
      // The server has filtered by the term already.
      filterOptions={(options) => options}
      filterSelectedOptions
      inputValue={input}
      onInputChange={(_event, text, reason) => {
        if (reason !== 'reset') setInput(text)
      }}
      onChange={(_event, next) => {
        setPicked((current) => [
          ...current,
          ...next.filter((person) => !current.some((p) => p.id === person.id)),
        ])
        onChange(next.map((person) => person.id))
        setInput('')
      }}
      isOptionEqualToValue={(option, selected) => option.id === selected.id}
      getOptionLabel={(option) => option.name}
      renderOption={(props, option) => {
        const { key, ...optionProps } = props
        return (
          <Box
            component="li"
            key={key}
            {...optionProps}
            sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}
          >
            <UserAvatar name={option.name} src={option.avatar} size={28} decorative />
            {option.name}
          </Box>
        )
      }}
      renderValue={(items, getItemProps) =>
        items.map((item, index) => {
          const { key, ...itemProps } = getItemProps({ index })
          return (
            <Chip
              key={key}
              size="small"
              avatar={<UserAvatar name={item.name} src={item.avatar} size={20} decorative />}
              label={item.name}
              {...itemProps}
            />
          )
        })
      }
      renderInput={(params) => (
        <TextField {...params} label={label} error={Boolean(error)} helperText={error} />
      )}
    />
  )
}
