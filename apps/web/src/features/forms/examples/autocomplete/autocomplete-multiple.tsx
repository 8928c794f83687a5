import Autocomplete from '@mui/material/Autocomplete'
import Chip from '@mui/material/Chip'
import TextField from '@mui/material/TextField'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

const SKILLS = ['react', 'typescript', 'node', 'sql', 'design', 'testing', 'accessibility'] as const
type Skill = (typeof SKILLS)[number]

/** Several values, each a chip that its own delete button (or Backspace) removes. */
export function AutocompleteMultiple() {
  const { t } = useTranslation()
  const [skills, setSkills] = useState<Skill[]>(['react', 'typescript'])
  return (
    <Autocomplete
      multiple
      options={SKILLS}
      value={skills}
      onChange={(_, value) => setSkills(value)}
      getOptionLabel={(skill) => t(`forms.autocomplete.skills.${skill}`)}
      filterSelectedOptions
      renderValue={(chosen, getItemProps) =>
        chosen.map((skill, index) => {
          const { key, ...itemProps } = getItemProps({ index })
          return (
            <Chip key={key} {...itemProps} size="small" label={t(`forms.autocomplete.skills.${skill}`)} />
          )
        })
      }
      renderInput={(params) => <TextField {...params} label={t('forms.autocomplete.skillsLabel')} />}
    />
  )
}
