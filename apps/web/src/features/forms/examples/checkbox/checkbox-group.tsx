import IndeterminateCheckBox from '@mui/icons-material/IndeterminateCheckBox'
import Checkbox from '@mui/material/Checkbox'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

const TOPICS = ['orders', 'invoices', 'reviews'] as const

/** A group with "all" (checked, unchecked or mixed) and a rule: at least one. */
export function CheckboxGroup() {
  const { t } = useTranslation()
  const [chosen, setChosen] = useState<string[]>(['orders'])
  const all = chosen.length === TOPICS.length
  const mixed = chosen.length > 0 && !all
  // The mixed state set on the native input (what assistive technology reads), with MUI's mixed
  // icon: MUI's own `indeterminate` adds an aria attribute a native checkbox must not carry.
  const allInput = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (allInput.current) allInput.current.indeterminate = mixed
  }, [mixed])
  const toggle = (topic: string) =>
    setChosen((current) =>
      current.includes(topic) ? current.filter((item) => item !== topic) : [...current, topic],
    )
  return (
    <FormControl error={chosen.length === 0} component="fieldset">
      <FormLabel component="legend">{t('forms.checkbox.legend')}</FormLabel>
      <FormControlLabel
        label={t('forms.checkbox.all')}
        control={
          <Checkbox
            checked={all}
            inputRef={allInput}
            icon={mixed ? <IndeterminateCheckBox /> : undefined}
            sx={mixed ? { color: 'primary.main' } : undefined}
            onChange={() => setChosen(all ? [] : [...TOPICS])}
          />
        }
      />
      <FormGroup sx={{ marginInlineStart: 3 }}>
        {TOPICS.map((topic) => (
          <FormControlLabel
            key={topic}
            label={t(`forms.checkbox.topics.${topic}`)}
            control={<Checkbox checked={chosen.includes(topic)} onChange={() => toggle(topic)} />}
          />
        ))}
      </FormGroup>
      <FormHelperText>{chosen.length === 0 ? t('forms.checkbox.atLeastOne') : ' '}</FormHelperText>
    </FormControl>
  )
}
