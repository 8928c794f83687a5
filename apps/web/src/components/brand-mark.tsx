// Aurum's mark: the one logo of the signed-in frame, the authentication screens and the public pages.
import Box from '@mui/material/Box'

export function BrandMark({ size = 34 }: { size?: number }) {
  return (
    <Box
      aria-hidden
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: 2,
        display: 'grid',
        placeItems: 'center',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
      }}
    >
      <svg
        width={Math.round(size * 0.65)}
        height={Math.round(size * 0.65)}
        viewBox="6 6 20 20"
        fill="currentColor"
        focusable="false"
      >
        <path d="M9 24 16 8l7 16h-3.4l-1.5-3.6h-4.2L12.4 24Zm6-6.4h2.2L16.1 15Z" />
      </svg>
    </Box>
  )
}
