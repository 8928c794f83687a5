// Calls of the authoring back office (/api/content/*): the FAQ and the help-center articles with
// their translations; writes, reorders and deletes refresh the lists (and the public pages' cache).
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import {
  articleAdminListSchema,
  articleAdminSchema,
  faqAdminEntrySchema,
  faqAdminResponseSchema,
  type ArticleWriteInput,
  type ContentLanguage,
  type FaqEntryWriteInput,
} from '@aurum/shared'
import { useTranslation } from 'react-i18next'
import { apiCall, apiFetch } from '@/lib/api-client'
import { mutationMeta } from '@/lib/query-client'

const contentKeys = {
  all: ['content'] as const,
  faq: () => [...contentKeys.all, 'faq'] as const,
  articles: () => [...contentKeys.all, 'articles'] as const,
}
/** The public pages' cache (features/front-pages/api.ts keys start with it). */
const FRONT_PAGES_ROOT = ['front-pages'] as const

/** The author's language as the content API names it: group and category titles come in it. */
function useAuthorLanguage(): ContentLanguage {
  const { i18n } = useTranslation()
  const language = i18n.language
  return language === 'es' || language === 'fr' || language === 'ar' ? language : 'en'
}

const faqAdminQueryOptions = (lang: ContentLanguage) =>
  queryOptions({
    queryKey: [...contentKeys.faq(), lang],
    queryFn: async ({ signal }) =>
      apiCall(faqAdminResponseSchema, '/api/content/faq', { query: { lang }, signal }),
  })

export function useFaqAdmin() {
  return useQuery(faqAdminQueryOptions(useAuthorLanguage()))
}

const articlesAdminQueryOptions = (lang: ContentLanguage) =>
  queryOptions({
    queryKey: [...contentKeys.articles(), lang],
    queryFn: async ({ signal }) =>
      apiCall(articleAdminListSchema, '/api/content/help-center/articles', { query: { lang }, signal }),
  })

export function useArticlesAdmin() {
  return useQuery(articlesAdminQueryOptions(useAuthorLanguage()))
}

export function useSaveFaq() {
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: FaqEntryWriteInput }) =>
      apiCall(faqAdminEntrySchema, id === null ? '/api/content/faq' : `/api/content/faq/${id}`, {
        method: id === null ? 'POST' : 'PUT',
        body,
      }),
    meta: mutationMeta({ invalidates: [contentKeys.faq(), FRONT_PAGES_ROOT], success: 'content.saved' }),
  })
}

export function useDeleteFaq() {
  return useMutation({
    mutationFn: async (id: number) => apiFetch<unknown>(`/api/content/faq/${id}`, { method: 'DELETE' }),
    meta: mutationMeta({
      invalidates: [contentKeys.faq(), FRONT_PAGES_ROOT],
      success: 'content.deleted',
      error: 'content.failed',
    }),
  })
}

export function useReorderFaq() {
  return useMutation({
    mutationFn: async ({ groupId, ids }: { groupId: number; ids: number[] }) =>
      apiFetch<unknown>(`/api/content/faq/groups/${groupId}/order`, { method: 'PUT', body: { ids } }),
    meta: mutationMeta({
      invalidates: [contentKeys.faq(), FRONT_PAGES_ROOT],
      invalidatesOnError: true,
      error: 'content.failed',
    }),
  })
}

export function useSaveArticle() {
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: ArticleWriteInput }) =>
      apiCall(
        articleAdminSchema,
        id === null ? '/api/content/help-center/articles' : `/api/content/help-center/articles/${id}`,
        { method: id === null ? 'POST' : 'PUT', body },
      ),
    meta: mutationMeta({ invalidates: [contentKeys.articles(), FRONT_PAGES_ROOT], success: 'content.saved' }),
  })
}

export function useDeleteArticle() {
  return useMutation({
    mutationFn: async (id: number) =>
      apiFetch<unknown>(`/api/content/help-center/articles/${id}`, { method: 'DELETE' }),
    meta: mutationMeta({
      invalidates: [contentKeys.articles(), FRONT_PAGES_ROOT],
      success: 'content.deleted',
      error: 'content.failed',
    }),
  })
}

export function useReorderArticles() {
  return useMutation({
    mutationFn: async ({ categoryId, ids }: { categoryId: number; ids: number[] }) =>
      apiFetch<unknown>(`/api/content/help-center/categories/${categoryId}/order`, {
        method: 'PUT',
        body: { ids },
      }),
    meta: mutationMeta({
      invalidates: [contentKeys.articles(), FRONT_PAGES_ROOT],
      invalidatesOnError: true,
      error: 'content.failed',
    }),
  })
}
