// The full-screen frame of the status pages (not found, not authorized, 500, maintenance, coming
// soon): a large code or icon, a heading, a line of explanation and what to do next.
import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { alpha } from '@mui/material/styles'
import type { SvgIconComponent } from '@mui/icons-material'

export type StatusScreenProps = {
  /** Status shown large above the heading, e.g. '404'; omitted for the icon-only screens. */
  code?: string
  icon: SvgIconComponent
  title: string
  description: string
  children?: ReactNode
}

export function StatusScreen({ code, icon: Icon, title, description, children }: StatusScreenProps) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        gap: 2,
        p: { xs: 3, sm: 6 },
        bgcolor: 'background.default',
      }}
    >
      {code ? (
        <Typography
          component="p"
          aria-hidden
          sx={{ fontSize: { xs: '5rem', sm: '7rem' }, fontWeight: 800, lineHeight: 1, color: 'text.primary' }}
        >
          {code}
        </Typography>
      ) : null}
      <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
        {description}
      </Typography>
      {children}
      <Box
        aria-hidden
        sx={(theme) => ({
          mt: 4,
          width: { xs: 160, sm: 200 },
          height: { xs: 160, sm: 200 },
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: theme.palette.tonal.primary.tint,
          color: theme.palette.tonal.primary.onTint,
          boxShadow: `0 0 0 24px ${alpha(theme.palette.primary.main, 0.06)}`,
        })}
      >
        <Icon sx={{ fontSize: { xs: 72, sm: 96 } }} />
      </Box>
    </Box>
  )
}
