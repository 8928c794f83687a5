// The dialog that holds a form (edit a customer, a user, a course item; add or edit a role, a
// permission, an article, an FAQ entry): the title, what no field shows above the fields, then
// cancel and submit. Closing waits while the save runs. The dialog and its form are both named by
// the title, so either role finds it. On a phone the theme makes every dialog full screen.
import { useId, type FormEvent, type ReactNode } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog, { type DialogProps } from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'
import type { SxProps, Theme } from '@mui/material/styles'
import { useTranslation } from 'react-i18next'

export type FormDialogProps = {
  title: string
  /** What the dialog does, under the title. */
  subtitle?: ReactNode
  /**
   * The title large and centred, the actions centred with submit first: the dialogs that are the
   * whole task (a role, a permission). Otherwise the title sits left and the actions end the dialog.
   */
  centered?: boolean
  onClose: () => void
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown
  submitLabel: string
  /** The save is running: the submit button spins, close and cancel wait. */
  submitting?: boolean
  /** Nothing to save yet (e.g. the same plan chosen). */
  submitDisabled?: boolean
  /** What went wrong that no field shows, above the fields. */
  error?: string | null
  maxWidth?: DialogProps['maxWidth']
  /** `body` lets a tall form scroll with the page instead of inside the dialog. */
  scroll?: DialogProps['scroll']
  /** The box of the fields (a flex column, 2.5 apart). */
  contentSx?: SxProps<Theme>
  children: ReactNode
}

export function FormDialog({
  title,
  subtitle,
  centered = false,
  onClose,
  onSubmit,
  submitLabel,
  submitting = false,
  submitDisabled = false,
  error,
  maxWidth = 'sm',
  scroll,
  contentSx,
  children,
}: FormDialogProps) {
  const { t } = useTranslation()
  const titleId = useId()
  const submit = (
    <Button type="submit" variant="contained" loading={submitting} disabled={submitDisabled}>
      {submitLabel}
    </Button>
  )
  const cancel = (
    <Button variant="outlined" color="secondary" onClick={onClose} disabled={submitting}>
      {t('common.cancel')}
    </Button>
  )
  return (
    <Dialog
      open
      onClose={submitting ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth={maxWidth}
      fullWidth
      scroll={scroll}
    >
      <Box
        component="form"
        noValidate
        aria-labelledby={titleId}
        onSubmit={(event: FormEvent<HTMLFormElement>) => void onSubmit(event)}
      >
        {centered ? (
          <DialogTitle id={titleId} sx={{ textAlign: 'center', pt: 4 }}>
            <Typography variant="h5" component="span" sx={{ display: 'block' }}>
              {title}
            </Typography>
            {subtitle ? (
              <Typography component="span" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
                {subtitle}
              </Typography>
            ) : null}
          </DialogTitle>
        ) : (
          <DialogTitle id={titleId}>{title}</DialogTitle>
        )}
        <DialogContent>
          {/* Room above the first field: MUI takes the content's top padding away under a title. */}
          <Box
            sx={[
              { display: 'flex', flexDirection: 'column', gap: 2.5, pt: 1 },
              ...(Array.isArray(contentSx) ? contentSx : [contentSx]),
            ]}
          >
            {subtitle && !centered ? <DialogContentText>{subtitle}</DialogContentText> : null}
            {error ? <Alert severity="error">{error}</Alert> : null}
            {children}
          </Box>
        </DialogContent>
        {centered ? (
          <DialogActions sx={{ justifyContent: 'center', gap: 1, pb: 4 }}>
            {submit}
            {cancel}
          </DialogActions>
        ) : (
          <DialogActions sx={{ px: 3, pb: 3 }}>
            {cancel}
            {submit}
          </DialogActions>
        )}
      </Box>
    </Dialog>
  )
}
