// What a page shows while its data loads, when loading failed (with a retry), or when there is nothing.
import type { ReactNode } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { ApiError } from '../lib/api-client'

export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation()
  const text = label ?? t('common.loading')
  // The spinner's role (progressbar) needs a name of its own, not only its live region's.
  return (
    <Box role="status" aria-label={text} sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label={text} />
    </Box>
  )
}

/** A 404 says "not found", a 403 "not allowed", anything else "could not load" with a retry. */
export function ErrorState({
  error,
  onRetry,
  notFoundText,
}: {
  error: unknown
  onRetry?: () => void
  notFoundText?: string
}) {
  const { t } = useTranslation()
  const status = error instanceof ApiError ? error.status : 0
  const text =
    status === 404
      ? (notFoundText ?? t('common.notFound'))
      : status === 403
        ? t('common.forbidden')
        : t('common.loadError')
  return (
    <Alert
      severity={status === 404 ? 'warning' : 'error'}
      action={
        onRetry && status !== 404 && status !== 403 ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ) : undefined
      }
    >
      {text}
    </Alert>
  )
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2 }}>
      <Typography variant="h6" component="p">
        {title}
      </Typography>
      {children ? <Box sx={{ mt: 1, color: 'text.secondary' }}>{children}</Box> : null}
    </Box>
  )
}
