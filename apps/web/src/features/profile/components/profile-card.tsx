// A titled card of the profile tabs, named by its heading for assistive technology, with a link
// or button at the end of the title row.
import { useId, type ReactNode } from 'react'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CardHeader from '@mui/material/CardHeader'

export type ProfileCardProps = {
  title: string
  subheader?: ReactNode
  action?: ReactNode
  /** Stretch to the height of its grid cell (cards side by side). */
  fullHeight?: boolean
  children: ReactNode
}

export function ProfileCard({ title, subheader, action, fullHeight = false, children }: ProfileCardProps) {
  const headingId = useId()
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ height: fullHeight ? '100%' : undefined }}>
      <CardHeader
        title={title}
        subheader={subheader}
        action={action}
        slotProps={{
          title: { component: 'h2', variant: 'h6', id: headingId },
          subheader: { variant: 'body2' },
          action: { sx: { alignSelf: 'center', m: 0 } },
        }}
      />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  )
}
