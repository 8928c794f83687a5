// Text that reads left to right in every language (an email, a phone number, a card's last digits):
// secondary, on one line cut at its end, and in a right-to-left page aligned with the text above it.
import Typography, { type TypographyProps } from '@mui/material/Typography'

export function LeftToRightText({ sx, ...props }: TypographyProps) {
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      noWrap
      // Cut at its end: the whole text is one hover away.
      title={typeof props.children === 'string' ? props.children : undefined}
      {...props}
      dir="ltr"
      sx={[{ '[dir="rtl"] &': { textAlign: 'end' } }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  )
}
