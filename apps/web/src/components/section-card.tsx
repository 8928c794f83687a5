// A card that is a section of a page (a form's part, an order's items): its title an h2 that names
// the section, an optional action beside it, and the content padded (or, for a table that runs to
// the card's edges, as it is).
import type { ReactNode } from 'react'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'

export type SectionCardProps = {
  title: string
  action?: ReactNode
  /** false: the children are placed as they are, without CardContent's padding. */
  padded?: boolean
  children: ReactNode
}

export function SectionCard({ title, action, padded = true, children }: SectionCardProps) {
  return (
    <Card component="section" aria-label={title}>
      <CardHeader title={title} action={action} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      {padded ? <CardContent>{children}</CardContent> : children}
    </Card>
  )
}
