// Calls of the academy (/api/apps/academy*): the course list with the learner's progress, a
// course's details, enrolment and ticking topics. A change refreshes the academy's lists and the
// dashboards (the academy dashboard counts the same progress).
import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import {
  courseDetailsSchema,
  courseListResponseSchema,
  courseProgressSchema,
  type CourseListQuery,
  type CourseProgress,
} from '@aurum/shared'
import { apiFetch } from '../../lib/api-client'
import { mutationMeta } from '../../lib/query-client'
import { queryRoots } from '../../lib/query-keys'

export const ACADEMY_PATH = '/api/apps/academy'

export const academyKeys = {
  all: ['academy'] as const,
  lists: () => [...academyKeys.all, 'courses'] as const,
  list: (query: CourseListQuery) => [...academyKeys.lists(), query] as const,
  details: (courseId: number | null) => [...academyKeys.all, 'details', courseId ?? 'latest'] as const,
}

export function useCourses(query: CourseListQuery) {
  return useQuery({
    queryKey: academyKeys.list(query),
    queryFn: async ({ signal }) =>
      courseListResponseSchema.parse(
        await apiFetch<unknown>(`${ACADEMY_PATH}/courses`, { query: { ...query }, signal }),
      ),
    placeholderData: keepPreviousData,
  })
}

export const courseDetailsQueryOptions = (courseId: number | null) =>
  queryOptions({
    queryKey: academyKeys.details(courseId),
    queryFn: async ({ signal }) =>
      courseDetailsSchema.parse(
        await apiFetch<unknown>(
          courseId === null ? `${ACADEMY_PATH}/course-details` : `${ACADEMY_PATH}/course-details/${courseId}`,
          { signal },
        ),
      ),
  })

export function useCourseDetails(courseId: number | null) {
  return useQuery(courseDetailsQueryOptions(courseId))
}

const PROGRESS_CHANGED = [academyKeys.all, queryRoots.dashboards]

export function useEnrol() {
  return useMutation({
    mutationFn: async (courseId: number): Promise<CourseProgress> =>
      courseProgressSchema.parse(
        await apiFetch<unknown>(`${ACADEMY_PATH}/courses/${courseId}/enrolment`, { method: 'POST' }),
      ),
    meta: mutationMeta<CourseProgress, number>({
      invalidates: PROGRESS_CHANGED,
      success: 'academy.details.enrolled',
      error: 'academy.errors.save',
    }),
  })
}

export type TopicTick = { topicId: number; isCompleted: boolean }

export function useTickTopic() {
  return useMutation({
    mutationFn: async ({ topicId, isCompleted }: TopicTick): Promise<CourseProgress> =>
      courseProgressSchema.parse(
        await apiFetch<unknown>(`${ACADEMY_PATH}/topics/${topicId}/progress`, {
          method: 'PUT',
          body: { isCompleted },
        }),
      ),
    meta: mutationMeta<CourseProgress, TopicTick>({
      invalidates: PROGRESS_CHANGED,
      success: (progress) =>
        progress.isComplete ? 'academy.details.courseComplete' : 'academy.details.progressSaved',
      error: 'academy.errors.save',
    }),
  })
}
