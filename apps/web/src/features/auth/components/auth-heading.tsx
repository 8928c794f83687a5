import Typography from '@mui/material/Typography'

export type AuthHeadingProps = { title: string; subtitle?: string }

/** The page's one h1 and its line of explanation. */
export function AuthHeading({ title, subtitle }: AuthHeadingProps) {
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 1, fontWeight: 600 }}>
        {title}
      </Typography>
      {subtitle ? (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {subtitle}
        </Typography>
      ) : null}
    </>
  )
}
