import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Tooltip from '@mui/material/Tooltip'
import { useTranslation } from 'react-i18next'

const PLACEMENTS = ['top', 'right', 'bottom', 'left'] as const

export function TooltipPlacements() {
  const { t } = useTranslation()
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {PLACEMENTS.map((placement) => (
        <Tooltip
          key={placement}
          title={t(`uiComponents.tooltip.placements.${placement}`)}
          placement={placement}
          arrow
        >
          <Button variant="outlined">{t(`uiComponents.tooltip.placements.${placement}`)}</Button>
        </Tooltip>
      ))}
    </Stack>
  )
}
