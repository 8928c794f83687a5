// Calls of the authentication screens: login, registration, logout and the password reset token
// flow. Each success that logs a user in stores the session; the guards take over from there.
import { useMutation } from '@tanstack/react-query'
import { loginResponseSchema, type LoginBody, type LoginResponse, type RegisterBody } from '@aurum/shared'
import { apiFetch } from '../../lib/api-client'
import { clearSession, getSession, setSession } from '../../lib/session'

export type ForgotPasswordBody = { email: string }
export type ResetPasswordBody = { token: string; password: string }

async function logIn(body: LoginBody): Promise<LoginResponse> {
  const answer = await apiFetch<unknown>('/api/auth/login', { method: 'POST', body })
  return loginResponseSchema.parse(answer)
}

async function register(body: RegisterBody): Promise<LoginResponse> {
  const answer = await apiFetch<unknown>('/api/auth/register', { method: 'POST', body })
  return loginResponseSchema.parse(answer)
}

/** Revokes the token on the server, then forgets the session even if the server is unreachable. */
export async function logOut(): Promise<void> {
  try {
    if (getSession().accessToken) await apiFetch<void>('/api/auth/logout', { method: 'POST' })
  } finally {
    clearSession()
  }
}

export function useLogin() {
  return useMutation({ mutationFn: logIn, onSuccess: setSession })
}

export function useRegister() {
  return useMutation({ mutationFn: register, onSuccess: setSession })
}

export function useLogout() {
  return useMutation({ mutationFn: logOut })
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: ForgotPasswordBody) =>
      apiFetch<void>('/api/auth/forgot-password', { method: 'POST', body }),
  })
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) =>
      apiFetch<void>('/api/auth/reset-password', { method: 'POST', body }),
  })
}

/**
 * Where to go after logging in: the `to` query parameter when it is a path of this site (never
 * another origin, so a crafted link cannot send the user away), else `/`. The guard keeps the
 * wanted page's query beside `to`; it is handed back to that page.
 */
export function redirectTarget(search: URLSearchParams): string {
  const to = search.get('to')
  const rest = new URLSearchParams(search)
  rest.delete('to')
  const safe = to && to.startsWith('/') && !to.startsWith('//') && !to.startsWith('/\\') ? to : '/'
  const query = rest.toString()
  if (!query || safe.includes('?')) return safe
  return `${safe}?${query}`
}
