// Calls of the wizards: the signed-in user's draft of each wizard (GET/PUT/DELETE
// /api/wizards/drafts/:wizard) and each wizard's submission and list. Answers are checked with
// the shared schemas. Deals and listings are also read, edited and deleted one by one.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  listingSchema,
  listingsResponseSchema,
  uploadResponseSchema,
  type ListingWizardInput,
  type UploadResponse,
  accountSubmissionSchema,
  accountSubmissionsResponseSchema,
  dealSchema,
  dealsResponseSchema,
  wizardDraftResponseSchema,
  wizardDraftSchema,
  type AccountSubmission,
  type AccountWizardInput,
  type DealWizardInput,
  type WizardDraft,
  type WizardDraftInput,
  type WizardId,
} from '@aurum/shared'
import { apiCall, apiFetch } from '@/lib/api-client'
import { uploadWithProgress } from '@/lib/xhr-upload'
import { mutationMeta } from '@/lib/query-client'
import { queryRoots } from '@/lib/query-keys'

const wizardsKeys = {
  all: ['wizards'] as const,
  draft: (wizard: WizardId) => [...wizardsKeys.all, 'draft', wizard] as const,
  accounts: () => [...wizardsKeys.all, 'accounts'] as const,
  deals: () => [...wizardsKeys.all, 'deals'] as const,
  listings: () => [...wizardsKeys.all, 'listings'] as const,
}

const draftPath = (wizard: WizardId) => `/api/wizards/drafts/${wizard}`

export function useWizardDraft(wizard: WizardId, enabled = true) {
  return useQuery({
    enabled,
    queryKey: wizardsKeys.draft(wizard),
    queryFn: async ({ signal }) =>
      (await apiCall(wizardDraftResponseSchema, draftPath(wizard), { signal })).draft,
    // The draft is read once when the wizard opens; later saves come from this very page.
    staleTime: 0,
    gcTime: 0,
    refetchOnMount: 'always',
  })
}

export function useSaveWizardDraft(wizard: WizardId) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (draft: WizardDraftInput) =>
      apiCall(wizardDraftSchema, draftPath(wizard), { method: 'PUT', body: draft }),
    onSuccess: (draft: WizardDraft) => client.setQueryData(wizardsKeys.draft(wizard), draft),
  })
}

export function useSubmitAccount(wizard: 'form-wizard-numbered' | 'form-wizard-icons') {
  return useMutation({
    mutationFn: async (input: AccountWizardInput) =>
      apiCall(accountSubmissionSchema, '/api/wizards/accounts', {
        method: 'POST',
        body: { ...input, wizard },
      }),
    meta: mutationMeta<AccountSubmission, AccountWizardInput>({
      // An account created by the wizard shows on the users pages too.
      invalidates: [wizardsKeys.accounts(), wizardsKeys.draft(wizard), queryRoots.users],
      success: (submission) =>
        submission.accountId === null ? 'wizards.account.keptToast' : 'wizards.account.createdToast',
    }),
  })
}

export function useAccountSubmissions() {
  return useQuery({
    queryKey: wizardsKeys.accounts(),
    queryFn: async ({ signal }) =>
      (await apiCall(accountSubmissionsResponseSchema, '/api/wizards/accounts', { signal })).submissions,
  })
}

export function useCreateDeal() {
  return useMutation({
    mutationFn: async (input: DealWizardInput) =>
      apiCall(dealSchema, '/api/wizards/deals', { method: 'POST', body: input }),
    meta: mutationMeta({
      invalidates: [wizardsKeys.deals(), wizardsKeys.draft('create-deal')],
      success: 'wizards.deal.created',
    }),
  })
}

export function useDeals() {
  return useQuery({
    queryKey: wizardsKeys.deals(),
    queryFn: async ({ signal }) =>
      (await apiCall(dealsResponseSchema, '/api/wizards/deals', { signal })).deals,
  })
}

export function useDeal(id: number | null) {
  return useQuery({
    queryKey: [...wizardsKeys.deals(), id] as const,
    queryFn: async ({ signal }) => apiCall(dealSchema, `/api/wizards/deals/${id}`, { signal }),
    enabled: id !== null,
  })
}

export function useUpdateDeal() {
  return useMutation({
    mutationFn: async ({ id, input }: { id: number; input: DealWizardInput }) =>
      apiCall(dealSchema, `/api/wizards/deals/${id}`, { method: 'PUT', body: input }),
    meta: mutationMeta({ invalidates: [wizardsKeys.deals()], success: 'wizards.deal.updated' }),
  })
}

export function useDeleteDeal() {
  return useMutation({
    mutationFn: (id: number) => apiFetch<null>(`/api/wizards/deals/${id}`, { method: 'DELETE' }),
    meta: mutationMeta({ invalidates: [wizardsKeys.deals()], success: 'wizards.deal.deleted' }),
  })
}

export function useCreateListing() {
  return useMutation({
    mutationFn: async (input: ListingWizardInput) =>
      apiCall(listingSchema, '/api/wizards/listings', { method: 'POST', body: input }),
    meta: mutationMeta({
      invalidates: [wizardsKeys.listings(), wizardsKeys.draft('property-listing')],
      success: 'wizards.listing.created',
    }),
  })
}

export function useListings() {
  return useQuery({
    queryKey: wizardsKeys.listings(),
    queryFn: async ({ signal }) =>
      (await apiCall(listingsResponseSchema, '/api/wizards/listings', { signal })).listings,
  })
}

export function useListing(id: number | null) {
  return useQuery({
    queryKey: [...wizardsKeys.listings(), id] as const,
    queryFn: async ({ signal }) => apiCall(listingSchema, `/api/wizards/listings/${id}`, { signal }),
    enabled: id !== null,
  })
}

export function useUpdateListing() {
  return useMutation({
    mutationFn: async ({ id, input }: { id: number; input: ListingWizardInput }) =>
      apiCall(listingSchema, `/api/wizards/listings/${id}`, { method: 'PUT', body: input }),
    meta: mutationMeta({ invalidates: [wizardsKeys.listings()], success: 'wizards.listing.updated' }),
  })
}

export function useDeleteListing() {
  return useMutation({
    mutationFn: (id: number) => apiFetch<null>(`/api/wizards/listings/${id}`, { method: 'DELETE' }),
    meta: mutationMeta({ invalidates: [wizardsKeys.listings()], success: 'wizards.listing.deleted' }),
  })
}

/** A listing photo to POST /api/media/uploads (multipart, through lib/xhr-upload). */
export async function uploadListingPhoto(file: File): Promise<UploadResponse> {
  const body = await uploadWithProgress('/api/media/uploads', file)
  return uploadResponseSchema.parse(body)
}
