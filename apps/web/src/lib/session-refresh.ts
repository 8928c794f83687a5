// Keeps the stored user and ability rules in step with the server, which reads the user's role
// rules on every request: an admin's change to a role shows in this user's menus and guards
// within a minute, at once when the window regains focus, and right after any 403 answer.
import { useEffect } from 'react'
import { meResponseSchema } from '@aurum/shared'
import { apiCall, FORBIDDEN_EVENT } from './api-client'
import { getSession, isLoggedIn, updateSessionUser } from './session'

const SESSION_REFRESH_MS = 60_000

export async function refreshSession(): Promise<void> {
  if (!isLoggedIn()) return
  try {
    const me = await apiCall(meResponseSchema, '/api/auth/me')
    const current = getSession()
    const changed =
      JSON.stringify(current.userData) !== JSON.stringify(me.userData) ||
      JSON.stringify(current.userAbilityRules) !== JSON.stringify(me.userAbilityRules)
    if (changed) updateSessionUser(me.userData, me.userAbilityRules)
  } catch {
    // A 401 has already ended the session (api-client); anything else keeps the rules we have.
  }
}

export function useSessionRefresh(intervalMs = SESSION_REFRESH_MS): void {
  useEffect(() => {
    void refreshSession()
    const timer = setInterval(() => void refreshSession(), intervalMs)
    const onSignal = () => void refreshSession()
    window.addEventListener('focus', onSignal)
    window.addEventListener(FORBIDDEN_EVENT, onSignal)
    return () => {
      clearInterval(timer)
      window.removeEventListener('focus', onSignal)
      window.removeEventListener(FORBIDDEN_EVENT, onSignal)
    }
  }, [intervalMs])
}
