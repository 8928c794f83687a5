import Autocomplete from '@mui/material/Autocomplete'
import Checkbox from '@mui/material/Checkbox'
import TextField from '@mui/material/TextField'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

const CHANNELS = ['email', 'sms', 'push', 'slack', 'webhook'] as const
type Channel = (typeof CHANNELS)[number]

/** Several values ticked in a list that stays open; past two, the field says how many more. */
export function ComboboxCheckboxes() {
  const { t } = useTranslation()
  const [channels, setChannels] = useState<Channel[]>(['email'])
  const label = (value: Channel) => t(`forms.combobox.channels.${value}`)
  return (
    <Autocomplete
      multiple
      options={CHANNELS}
      value={channels}
      onChange={(_, value) => setChannels(value)}
      getOptionLabel={label}
      disableCloseOnSelect
      limitTags={2}
      getLimitTagsText={(more) => t('forms.combobox.more', { count: more })}
      renderOption={({ key, ...props }, option, { selected }) => (
        <li key={key} {...props}>
          {/* The option itself is the checked control (aria-selected): the box only shows it. */}
          <Checkbox
            checked={selected}
            size="small"
            tabIndex={-1}
            sx={{ marginInlineEnd: 1 }}
            slotProps={{ input: { 'aria-hidden': true } }}
          />
          {label(option)}
        </li>
      )}
      renderInput={(params) => <TextField {...params} label={t('forms.combobox.channelsLabel')} />}
    />
  )
}
