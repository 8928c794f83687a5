import type { ReactNode } from 'react'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'

export type CrmCardProps = {
  title: string
  subheader?: ReactNode
  /** True when there is nothing to draw: the card says so instead of an empty chart. */
  empty?: boolean
  children: ReactNode
}

/** A titled dashboard card with its empty state. */
export function CrmCard({ title, subheader, empty = false, children }: CrmCardProps) {
  const { t } = useTranslation()
  return (
    <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardHeader
        title={title}
        subheader={subheader}
        slotProps={{ title: { component: 'h2', variant: 'h6' }, subheader: { variant: 'body2' } }}
      />
      <CardContent sx={{ pt: 0, flexGrow: 1 }}>
        {empty ? (
          <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
            {t('dashboards.crm.empty')}
          </Typography>
        ) : (
          children
        )}
      </CardContent>
    </Card>
  )
}
