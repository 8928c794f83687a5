import Box from '@mui/material/Box'
import { alpha, useTheme } from '@mui/material/styles'
import type { SvgIconComponent } from '@mui/icons-material'

export type AuthIllustrationProps = {
  /** The icon at the centre of the picture, e.g. a lock for login. */
  icon: SvgIconComponent
}

/**
 * A drawn dashboard (cards, bars, a ring) in the theme's palette, so it follows light, dark and
 * the primary colour without any image file. Decorative: hidden from assistive technology.
 */
export function AuthIllustration({ icon: Icon }: AuthIllustrationProps) {
  const theme = useTheme()
  const { primary, secondary, success, info, warning, background, divider } = theme.palette
  const bars = [46, 78, 58, 96, 70, 110, 88]
  return (
    <Box sx={{ position: 'relative', width: '100%', maxWidth: 520 }} aria-hidden>
      <Box
        component="svg"
        viewBox="0 0 520 420"
        sx={{ width: '100%', height: 'auto', display: 'block', '[dir="rtl"] &': { transform: 'scaleX(-1)' } }}
      >
        <circle cx="420" cy="80" r="70" fill={alpha(primary.main, 0.18)} />
        <circle cx="80" cy="360" r="54" fill={alpha(info.main, 0.14)} />
        <rect x="40" y="40" width="380" height="300" rx="18" fill={background.paper} stroke={divider} />
        <rect x="64" y="66" width="120" height="12" rx="6" fill={alpha(secondary.main, 0.35)} />
        <rect x="64" y="88" width="76" height="10" rx="5" fill={alpha(secondary.main, 0.2)} />
        {bars.map((height, index) => (
          <rect
            key={index}
            x={72 + index * 34}
            y={300 - height}
            width="20"
            height={height}
            rx="6"
            fill={index === 5 ? primary.main : alpha(primary.main, 0.35)}
          />
        ))}
        <line x1="64" y1="310" x2="312" y2="310" stroke={divider} strokeWidth="2" />
        <circle cx="366" cy="150" r="38" fill="none" stroke={alpha(success.main, 0.2)} strokeWidth="14" />
        <circle
          cx="366"
          cy="150"
          r="38"
          fill="none"
          stroke={success.main}
          strokeWidth="14"
          strokeDasharray="170 239"
          strokeLinecap="round"
          transform="rotate(-90 366 150)"
        />
        <rect x="330" y="220" width="72" height="10" rx="5" fill={alpha(warning.main, 0.5)} />
        <rect x="330" y="242" width="52" height="10" rx="5" fill={alpha(info.main, 0.45)} />
        <rect x="330" y="264" width="62" height="10" rx="5" fill={alpha(success.main, 0.45)} />
        <rect x="300" y="300" width="190" height="96" rx="16" fill={background.paper} stroke={divider} />
        <rect x="320" y="322" width="90" height="10" rx="5" fill={alpha(secondary.main, 0.3)} />
        <rect x="320" y="344" width="140" height="14" rx="7" fill={alpha(primary.main, 0.6)} />
        <rect x="320" y="366" width="60" height="8" rx="4" fill={alpha(secondary.main, 0.2)} />
      </Box>
      <Box
        sx={{
          position: 'absolute',
          insetInlineStart: '8%',
          top: '30%',
          width: 88,
          height: 88,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          boxShadow: 6,
        }}
      >
        <Icon sx={{ fontSize: 44 }} />
      </Box>
    </Box>
  )
}
