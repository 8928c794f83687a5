// Calls of the guided tour: GET/PUT /api/account/tour (dismissed for good, per user, on the server).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { accountTourSchema, type AccountTour } from '@aurum/shared'
import { apiCall } from '@/lib/api-client'

const TOUR_PATH = '/api/account/tour'
const tourKey = ['account', 'tour'] as const

const tourQuery = queryOptions({
  queryKey: tourKey,
  queryFn: async ({ signal }) => apiCall(accountTourSchema, TOUR_PATH, { signal }),
})

export function useTour() {
  return useQuery(tourQuery)
}

export function useSetTour() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (tour: AccountTour) =>
      apiCall(accountTourSchema, TOUR_PATH, { method: 'PUT', body: tour }),
    onSuccess: (tour) => queryClient.setQueryData(tourKey, tour),
  })
}
