// Snackbars after actions ("Product deleted"): one at a time, newest wins, announced to screen
// readers by MUI's Snackbar (role="alert" on its Alert). Mutations declare theirs in their meta and
// the query client posts them (lib/snackbar.ts); a component may still call notify itself.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import Alert from '@mui/material/Alert'
import Snackbar from '@mui/material/Snackbar'
import { subscribeSnackbars, type NotifySeverity } from '../lib/snackbar'

type Notification = { key: number; message: string; severity: NotifySeverity }
type Notify = (message: string, severity?: NotifySeverity) => void

const NotifyContext = createContext<Notify>(() => undefined)

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<Notification | null>(null)
  const [open, setOpen] = useState(false)
  const notify = useCallback<Notify>((message, severity = 'success') => {
    setCurrent({ key: Date.now(), message, severity })
    setOpen(true)
  }, [])
  useEffect(() => subscribeSnackbars(({ message, severity }) => notify(message, severity)), [notify])
  const value = useMemo(() => notify, [notify])
  return (
    <NotifyContext.Provider value={value}>
      {children}
      <Snackbar
        key={current?.key}
        open={open}
        autoHideDuration={current?.severity === 'error' ? 8000 : 4000}
        onClose={(_event, reason) => reason !== 'clickaway' && setOpen(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          variant="filled"
          severity={current?.severity ?? 'success'}
          onClose={() => setOpen(false)}
          sx={{ width: '100%' }}
        >
          {current?.message}
        </Alert>
      </Snackbar>
    </NotifyContext.Provider>
  )
}

/** `notify(t('…'))` after a mutation settles; errors use severity 'error'. */
export function useNotify(): Notify {
  return useContext(NotifyContext)
}
