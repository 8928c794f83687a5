import Button from '@mui/material/Button'
import ButtonGroup from '@mui/material/ButtonGroup'
import Stack from '@mui/material/Stack'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

const PERIODS = ['day', 'week', 'month'] as const

export function ButtonGroupExample() {
  const { t } = useTranslation()
  const [period, setPeriod] = useState<(typeof PERIODS)[number]>('week')
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ButtonGroup variant="outlined" aria-label={t('uiComponents.button.groupLabel')}>
        <Button>{t('uiComponents.button.previous')}</Button>
        <Button>{t('uiComponents.button.today')}</Button>
        <Button>{t('uiComponents.button.next')}</Button>
      </ButtonGroup>
      <ToggleButtonGroup
        exclusive
        color="primary"
        value={period}
        onChange={(_, value: (typeof PERIODS)[number] | null) => value && setPeriod(value)}
        aria-label={t('uiComponents.button.periodLabel')}
      >
        {PERIODS.map((value) => (
          <ToggleButton key={value} value={value}>
            {t(`uiComponents.button.periods.${value}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  )
}
