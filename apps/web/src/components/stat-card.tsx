// A figure with its label and icon, for the cards above lists and on dashboards.
import type { ReactNode } from 'react'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { alpha } from '@mui/material/styles'

export type StatCardColor = 'primary' | 'secondary' | 'success' | 'error' | 'warning' | 'info'

export type StatCardProps = {
  label: string
  /** Already formatted (e.g. "$1,204.00"); undefined while loading. */
  value: ReactNode | undefined
  icon: ReactNode
  color?: StatCardColor
  caption?: ReactNode
}

export function StatCard({ label, value, icon, color = 'primary', caption }: StatCardProps) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography color="text.secondary" variant="body2">
            {label}
          </Typography>
          <Typography variant="h5" component="p" sx={{ mt: 0.5 }}>
            {value === undefined ? <Skeleton width={80} /> : value}
          </Typography>
          {caption ? (
            <Typography variant="caption" color="text.secondary">
              {caption}
            </Typography>
          ) : null}
        </Box>
        <Avatar
          variant="rounded"
          aria-hidden
          sx={(theme) => ({ bgcolor: alpha(theme.palette[color].main, 0.16), color: theme.palette[color].main, width: 42, height: 42 })}
        >
          {icon}
        </Avatar>
      </CardContent>
    </Card>
  )
}
