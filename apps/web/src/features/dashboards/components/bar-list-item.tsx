// One row of a dashboard's bar list: what it is and its figure on one line, its share as a bar
// below (top pages, delivery performance, destination countries).
import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import LinearProgress, { type LinearProgressProps } from '@mui/material/LinearProgress'
import ListItem from '@mui/material/ListItem'
import Typography from '@mui/material/Typography'

export type BarListItemProps = {
  /** What the row is; plain text is shown as a Typography. */
  label: ReactNode
  /** The bar's accessible name (the label as text). */
  name: string
  figure: ReactNode
  /** 0–100. */
  percent: number
  color?: LinearProgressProps['color']
}

export function BarListItem({ label, name, figure, percent, color }: BarListItemProps) {
  return (
    <ListItem disableGutters sx={{ display: 'block', py: 1 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mb: 0.5 }}>
        {typeof label === 'string' ? <Typography>{label}</Typography> : label}
        <Typography color="text.secondary" sx={{ flexShrink: 0 }}>
          {figure}
        </Typography>
      </Box>
      <LinearProgress variant="determinate" color={color} value={percent} aria-label={name} />
    </ListItem>
  )
}
