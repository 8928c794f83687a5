// The title row of a page: heading (the page's h1), optional subtitle, and actions at the end; and
// the h1 of a page whose frame has no title row (chat, calendar), for the outline and screen readers.
import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { usePageTitle } from '../lib/document-title'

export type PageHeaderProps = { title: string; subtitle?: ReactNode; actions?: ReactNode }

export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  // The page's heading names its tab too ("Edit invoice #5001 — Aurum"), over the route's title.
  usePageTitle(title)
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 3 }}>
      <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        {subtitle ? <Typography color="text.secondary">{subtitle}</Typography> : null}
      </Box>
      {actions ? <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>{actions}</Box> : null}
    </Box>
  )
}

/** Kept in the accessibility tree, drawn nowhere (the usual clip pattern). */
export const visuallyHidden = {
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const

export function HiddenPageTitle({ title }: { title: string }) {
  usePageTitle(title)
  return (
    <Typography component="h1" sx={visuallyHidden}>
      {title}
    </Typography>
  )
}
