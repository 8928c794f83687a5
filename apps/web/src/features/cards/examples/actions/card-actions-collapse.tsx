import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined'
import Card from '@mui/material/Card'
import CardActions from '@mui/material/CardActions'
import CardContent from '@mui/material/CardContent'
import Collapse from '@mui/material/Collapse'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'

/** More text behind a toggle that turns to show its state. */
export function CardActionsCollapse() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const moreId = useId()
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h3" gutterBottom>
          {t('cards.actions.collapseTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('cards.actions.collapseText')}
        </Typography>
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end' }}>
        <IconButton
          aria-expanded={open}
          aria-controls={moreId}
          aria-label={t(open ? 'cards.actions.showLess' : 'cards.actions.showMore')}
          onClick={() => setOpen((value) => !value)}
          sx={{
            transform: open ? 'rotate(180deg)' : 'none',
            transition: (theme) => theme.transitions.create('transform'),
          }}
        >
          <ExpandMoreOutlined />
        </IconButton>
      </CardActions>
      <Collapse in={open} id={moreId}>
        <CardContent>
          <Typography variant="body2">{t('cards.actions.moreText')}</Typography>
        </CardContent>
      </Collapse>
    </Card>
  )
}
