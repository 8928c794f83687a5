// The snackbars' mailbox: code outside React (the query client's mutation cache) posts a message
// here, and the NotificationsProvider on screen (components/notifications.tsx) shows it.

export type NotifySeverity = 'success' | 'error' | 'info' | 'warning'
export type SnackbarMessage = { message: string; severity: NotifySeverity }

type Listener = (snackbar: SnackbarMessage) => void

/** Mounted providers, newest last: only the newest shows a message, as only one is on screen. */
const listeners: Listener[] = []

export function showSnackbar(message: string, severity: NotifySeverity = 'success'): void {
  listeners.at(-1)?.({ message, severity })
}

/** Called by a provider as it mounts; the answer unsubscribes it. */
export function subscribeSnackbars(listener: Listener): () => void {
  listeners.push(listener)
  return () => {
    const index = listeners.lastIndexOf(listener)
    if (index >= 0) listeners.splice(index, 1)
  }
}
