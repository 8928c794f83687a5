// The left panel of a person's page (a user, a customer): picture and name as the page's heading,
// two figures, and a list of details. Each page brings its own subtitle, figures, details and
// actions.
import type { ReactNode } from 'react'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import CardContent from '@mui/material/CardContent'
import Divider from '@mui/material/Divider'
import Typography from '@mui/material/Typography'
import { alpha } from '@mui/material/styles'
import { UserAvatar } from './user-avatar'
import { usePageTitle } from '../lib/document-title'

export function ProfileCardHeader({
  name,
  avatar,
  subtitle,
}: {
  name: string
  avatar: string | null
  subtitle: ReactNode
}) {
  // The person's name is the page's heading, and its tab's name.
  usePageTitle(name)
  return (
    <CardContent
      sx={{
        pt: 5,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 1.5,
      }}
    >
      <UserAvatar name={name} src={avatar} size={110} rounded />
      {/* The page is this person's: their name is its heading. */}
      <Typography variant="h5" component="h1" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
        {name}
      </Typography>
      {subtitle}
    </CardContent>
  )
}

export function ProfileFigures({ children }: { children: ReactNode }) {
  return (
    <CardContent sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-around', gap: 3 }}>
      {children}
    </CardContent>
  )
}

export function ProfileFigure({ icon, value, label }: { icon: ReactNode; value: string; label: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <Avatar
        variant="rounded"
        aria-hidden
        sx={(theme) => ({
          bgcolor: alpha(theme.palette.primary.main, 0.16),
          color: theme.palette.primaryText,
        })}
      >
        {icon}
      </Avatar>
      <Box>
        <Typography variant="h6" component="p">
          {value}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
      </Box>
    </Box>
  )
}

/** The titled list of details; `after` follows the list inside the same section (an action). */
export function ProfileDetails({
  title,
  children,
  after,
}: {
  title: string
  children: ReactNode
  after?: ReactNode
}) {
  return (
    <CardContent>
      <Typography variant="overline" component="h2" color="text.secondary">
        {title}
      </Typography>
      <Divider sx={{ mb: 1.5 }} />
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {children}
      </Box>
      {after}
    </CardContent>
  )
}

export function ProfileDetail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 0.75 }}>
      <Typography component="span" sx={{ fontWeight: 500 }}>
        {label}:
      </Typography>
      <Box component="span" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </Box>
  )
}
