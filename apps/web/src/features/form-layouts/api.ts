// Calls of the form showcases: the username check (GET /api/forms/username-availability) and the
// validation demo's submit (POST /api/forms/validation-demo).
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import {
  formValidationDemoResultSchema,
  usernameAvailabilitySchema,
  type FormValidationDemo,
} from '@aurum/shared'
import { apiCall } from '@/lib/api-client'

export const formKeys = {
  usernameAvailability: (username: string) =>
    ['forms', 'username-availability', username.toLowerCase()] as const,
}

/** Answers stay fresh for a while: typing back to a name already checked asks nothing. */
export const usernameAvailabilityOptions = (username: string) =>
  queryOptions({
    queryKey: formKeys.usernameAvailability(username),
    // The signal cancels a check the user has typed past (its key is no longer observed).
    queryFn: async ({ signal }) =>
      apiCall(usernameAvailabilitySchema, '/api/forms/username-availability', {
        query: { username },
        signal,
      }),
    staleTime: 30_000,
    retry: false,
  })

/** The check of a username, only while `enabled` (the name passes the form's own rules). */
export function useUsernameAvailability(username: string, enabled: boolean) {
  return useQuery({ ...usernameAvailabilityOptions(username), enabled })
}

export function useSubmitValidationDemo() {
  return useMutation({
    mutationFn: async (form: FormValidationDemo) =>
      apiCall(formValidationDemoResultSchema, '/api/forms/validation-demo', { method: 'POST', body: form }),
  })
}
