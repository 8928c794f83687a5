// The logged-in user: userData, accessToken and userAbilityRules kept in stored client values.
// Logged in only when both userData and accessToken exist (spec section 6).
import { useSyncExternalStore } from 'react'
import type { AbilityRule, LoginResponse, UserData } from '@aurum/shared'
import { readStored, removeStored, writeStored } from './storage'

export type Session = {
  userData: UserData | null
  accessToken: string | null
  userAbilityRules: AbilityRule[]
}

const listeners = new Set<() => void>()
let current: Session = load()

function load(): Session {
  return {
    userData: readStored<UserData | null>('userData', null),
    accessToken: readStored<string | null>('accessToken', null),
    userAbilityRules: readStored<AbilityRule[]>('userAbilityRules', []),
  }
}

function publish(next: Session) {
  current = next
  for (const listener of listeners) listener()
}

export function getSession(): Session {
  return current
}

export function isLoggedIn(session: Session = current): boolean {
  return Boolean(session.userData && session.accessToken)
}

export function setSession(answer: LoginResponse): void {
  writeStored('userData', answer.userData)
  writeStored('accessToken', answer.accessToken)
  writeStored('userAbilityRules', answer.userAbilityRules)
  publish(load())
}

/** Refreshes userData and rules (e.g. from GET /api/auth/me) keeping the token. */
export function updateSessionUser(userData: UserData, userAbilityRules: AbilityRule[]): void {
  writeStored('userData', userData)
  writeStored('userAbilityRules', userAbilityRules)
  publish(load())
}

export function clearSession(): void {
  removeStored('userData', 'accessToken', 'userAbilityRules')
  publish(load())
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, getSession)
}

// Another tab logging in or out updates this one.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key.startsWith('aurum-')) publish(load())
  })
}
