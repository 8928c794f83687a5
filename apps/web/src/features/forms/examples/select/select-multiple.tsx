import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

const LABELS = ['personal', 'company', 'important', 'private'] as const

/** Several values at once, shown as chips. */
export function SelectMultiple() {
  const { t } = useTranslation()
  const [chosen, setChosen] = useState<string[]>(['company'])
  return (
    <TextField
      select
      label={t('forms.select.labels')}
      value={chosen}
      onChange={(event) => setChosen(event.target.value as unknown as string[])}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (selected) => (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
              {(selected as string[]).map((value) => (
                <Chip key={value} size="small" label={t(`forms.select.labelNames.${value}`)} />
              ))}
            </Box>
          ),
        },
      }}
    >
      {LABELS.map((value) => (
        <MenuItem key={value} value={value}>
          {t(`forms.select.labelNames.${value}`)}
        </MenuItem>
      ))}
    </TextField>
  )
}
