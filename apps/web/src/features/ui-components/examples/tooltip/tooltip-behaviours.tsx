import DeleteOutlined from '@mui/icons-material/DeleteOutlined'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Tooltip from '@mui/material/Tooltip'
import { useTranslation } from 'react-i18next'

export function TooltipBehaviours() {
  const { t } = useTranslation()
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Tooltip title={t('uiComponents.button.delete')}>
        <IconButton aria-label={t('uiComponents.button.delete')}>
          <DeleteOutlined />
        </IconButton>
      </Tooltip>
      <Tooltip title={t('uiComponents.tooltip.delayed')} enterDelay={600} leaveDelay={200} describeChild>
        <Button>{t('uiComponents.tooltip.delay')}</Button>
      </Tooltip>
      <Tooltip
        describeChild
        title={
          <>
            {t('uiComponents.tooltip.interactiveText')}{' '}
            <Link href="#" color="inherit" underline="always">
              {t('uiComponents.tooltip.learnMore')}
            </Link>
          </>
        }
      >
        <Button>{t('uiComponents.tooltip.interactive')}</Button>
      </Tooltip>
      {/* A disabled button fires no events: the tooltip listens on a wrapper. */}
      <Tooltip title={t('uiComponents.tooltip.disabledReason')} describeChild>
        <span>
          <Button disabled>{t('uiComponents.button.disabled')}</Button>
        </span>
      </Tooltip>
    </Stack>
  )
}
