// The side drawer that holds a form (add a category, a client, a payment, a user; edit an event or
// a card): the title with a close button, a body that scrolls, and the submit and cancel actions
// kept in view below it. Full width on a phone, 420px beside the page otherwise; MUI flips the
// anchor for right-to-left languages. The paper is a dialog and the form a form, both named by
// the title, so either role finds it.
import { createContext, useContext, useId, type FormEvent, type ReactNode } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import Drawer from '@mui/material/Drawer'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import CloseOutlined from '@mui/icons-material/CloseOutlined'
import { useTranslation } from 'react-i18next'

/** The drawer's title id: its form may be mounted only while the drawer is open, below it. */
const TitleIdContext = createContext<string | undefined>(undefined)

export type FormDrawerProps = {
  open: boolean
  onClose: () => void
  /** Refuse a click outside or Escape, e.g. while the form is being saved. */
  locked?: boolean
  /** A `FormDrawerForm`, often mounted only while `open` so each opening starts afresh. */
  children: ReactNode
}

export function FormDrawer({ open, onClose, locked = false, children }: FormDrawerProps) {
  const titleId = useId()
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={locked ? undefined : onClose}
      slotProps={{
        paper: { sx: { width: { xs: '100%', sm: 420 } }, role: 'dialog', 'aria-labelledby': titleId },
      }}
    >
      <TitleIdContext.Provider value={titleId}>{children}</TitleIdContext.Provider>
    </Drawer>
  )
}

export type FormDrawerFormProps = {
  title: string
  onClose: () => void
  onSubmit: (event: FormEvent<HTMLFormElement>) => unknown
  submitLabel: string
  /** The save is running: the submit button spins, close and cancel wait. */
  submitting?: boolean
  /** Closing waits for something else than the save (an upload, a deletion). */
  busy?: boolean
  /** What went wrong that no field shows, above the fields. */
  error?: string | null
  /** Beside submit, in place of cancel (e.g. delete when editing). */
  secondaryAction?: ReactNode
  /**
   * Keep the submit event inside this form: a drawer opened from another form (React bubbles
   * events through portals) must not submit that one too.
   */
  isolated?: boolean
  children: ReactNode
}

export function FormDrawerForm({
  title,
  onClose,
  onSubmit,
  submitLabel,
  submitting = false,
  busy = false,
  error,
  secondaryAction,
  isolated = false,
  children,
}: FormDrawerFormProps) {
  const { t } = useTranslation()
  const ownId = useId()
  const titleId = useContext(TitleIdContext) ?? ownId
  const waiting = submitting || busy
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        if (isolated) event.stopPropagation()
        void onSubmit(event)
      }}
      aria-labelledby={titleId}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 3, py: 2 }}>
        <Typography id={titleId} variant="h6" component="h2">
          {title}
        </Typography>
        <IconButton aria-label={t('common.close')} onClick={onClose} disabled={waiting}>
          <CloseOutlined />
        </IconButton>
      </Box>
      <Divider />
      <Stack spacing={2.5} sx={{ p: 3, flex: 1, overflowY: 'auto' }}>
        {error ? <Alert severity="error">{error}</Alert> : null}
        {children}
      </Stack>
      <Divider />
      <Box sx={{ display: 'flex', gap: 2, px: 3, py: 2 }}>
        <Button type="submit" variant="contained" loading={submitting}>
          {submitLabel}
        </Button>
        {secondaryAction ?? (
          <Button variant="outlined" color="secondary" onClick={onClose} disabled={waiting}>
            {t('common.cancel')}
          </Button>
        )}
      </Box>
    </Box>
  )
}
