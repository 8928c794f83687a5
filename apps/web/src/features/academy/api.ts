// Calls of the academy (/api/apps/academy*): the course list with the learner's progress, a
// course's details, enrolment and ticking topics, and authoring (an author's courses, their facts,
// sections and topics). A change refreshes the academy's lists and the dashboards (the academy
// dashboard counts the same progress and topics).
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  authoringCourseSchema,
  authoringListResponseSchema,
  courseDetailsSchema,
  courseListResponseSchema,
  courseProgressSchema,
  type AuthoringCourse,
  type AuthoringListQuery,
  type CourseListQuery,
  type CourseProgress,
  type CourseWrite,
  type UploadResponse,
  uploadResponseSchema,
} from '@aurum/shared'
import { apiCall, apiFetch } from '@/lib/api-client'
import { uploadWithProgress } from '@/lib/xhr-upload'
import { mutationMeta } from '@/lib/query-client'
import { queryRoots } from '@/lib/query-keys'

const ACADEMY_PATH = '/api/apps/academy'

const academyKeys = {
  all: ['academy'] as const,
  lists: () => [...academyKeys.all, 'courses'] as const,
  list: (query: CourseListQuery) => [...academyKeys.lists(), query] as const,
  details: (courseId: number | null) => [...academyKeys.all, 'details', courseId ?? 'latest'] as const,
  authoring: () => [...academyKeys.all, 'authoring'] as const,
  authoringList: (query: AuthoringListQuery) => [...academyKeys.authoring(), 'list', query] as const,
  authoringCourse: (courseId: number) => [...academyKeys.authoring(), 'course', courseId] as const,
}

export function useCourses(query: CourseListQuery) {
  return useQuery({
    queryKey: academyKeys.list(query),
    queryFn: async ({ signal }) =>
      apiCall(courseListResponseSchema, `${ACADEMY_PATH}/courses`, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  })
}

const courseDetailsQueryOptions = (courseId: number | null) =>
  queryOptions({
    queryKey: academyKeys.details(courseId),
    queryFn: async ({ signal }) =>
      apiCall(
        courseDetailsSchema,
        courseId === null ? `${ACADEMY_PATH}/course-details` : `${ACADEMY_PATH}/course-details/${courseId}`,
        { signal },
      ),
  })

export function useCourseDetails(courseId: number | null) {
  return useQuery(courseDetailsQueryOptions(courseId))
}

const PROGRESS_CHANGED = [academyKeys.all, queryRoots.dashboards]

export function useEnrol() {
  return useMutation({
    mutationFn: async (courseId: number): Promise<CourseProgress> =>
      apiCall(courseProgressSchema, `${ACADEMY_PATH}/courses/${courseId}/enrolment`, { method: 'POST' }),
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
      apiCall(courseProgressSchema, `${ACADEMY_PATH}/topics/${topicId}/progress`, {
        method: 'PUT',
        body: { isCompleted },
      }),
    meta: mutationMeta<CourseProgress, TopicTick>({
      invalidates: PROGRESS_CHANGED,
      success: (progress) =>
        progress.isComplete ? 'academy.details.courseComplete' : 'academy.details.progressSaved',
      error: 'academy.errors.save',
    }),
  })
}

// Authoring

export function useAuthoredCourses(query: AuthoringListQuery) {
  return useQuery({
    queryKey: academyKeys.authoringList(query),
    queryFn: async ({ signal }) =>
      apiCall(authoringListResponseSchema, `${ACADEMY_PATH}/authoring/courses`, {
        query: { ...query },
        signal,
      }),
    placeholderData: keepPreviousData,
  })
}

export function useAuthoredCourse(courseId: number) {
  return useQuery({
    queryKey: academyKeys.authoringCourse(courseId),
    queryFn: async ({ signal }) =>
      apiCall(authoringCourseSchema, `${ACADEMY_PATH}/authoring/courses/${courseId}`, { signal }),
  })
}

/** Topics added or removed change every learner's totals: the learners' lists and dashboards follow. */
const COURSE_CHANGED = [academyKeys.all, queryRoots.dashboards]

export type CourseFacts = { courseId?: number; body: CourseWrite }

/** Creates a course (no id) or saves its facts; errors show under the form's fields. */
export function useSaveCourse() {
  return useMutation({
    mutationFn: async ({ courseId, body }: CourseFacts): Promise<AuthoringCourse> =>
      apiCall(
        authoringCourseSchema,
        courseId === undefined ? `${ACADEMY_PATH}/courses` : `${ACADEMY_PATH}/courses/${courseId}`,
        { method: courseId === undefined ? 'POST' : 'PUT', body },
      ),
    meta: mutationMeta<AuthoringCourse, CourseFacts>({
      invalidates: COURSE_CHANGED,
      success: (_course, { courseId }) =>
        courseId === undefined ? 'academy.authoring.created' : 'academy.authoring.saved',
    }),
  })
}

export function useDeleteCourse() {
  return useMutation({
    mutationFn: async (courseId: number) => {
      await apiFetch<unknown>(`${ACADEMY_PATH}/courses/${courseId}`, { method: 'DELETE' })
    },
    meta: mutationMeta<void, number>({
      invalidates: COURSE_CHANGED,
      success: 'academy.authoring.deleted',
      error: 'academy.authoring.errors.delete',
    }),
  })
}

/** One change to a course's sections or topics: the call, and the snackbar's key once done. */
export type CourseContentEdit = {
  path: string
  method: 'POST' | 'PUT' | 'DELETE'
  body?: unknown
  success: string
}

/** Adds, renames, moves or removes a section or topic; the answer is the whole course, kept at once. */
export function useEditCourseContent(courseId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ path, method, body }: CourseContentEdit): Promise<AuthoringCourse> =>
      apiCall(authoringCourseSchema, `${ACADEMY_PATH}${path}`, { method, body }),
    onSuccess: (course) => queryClient.setQueryData(academyKeys.authoringCourse(courseId), course),
    meta: mutationMeta<AuthoringCourse, CourseContentEdit>({
      invalidates: COURSE_CHANGED,
      success: (_course, edit) => edit.success,
      error: 'academy.authoring.errors.save',
    }),
  })
}

/** A course cover to POST /api/media/uploads (multipart, through lib/xhr-upload). */
export async function uploadCourseCover(file: File): Promise<UploadResponse> {
  const body = await uploadWithProgress('/api/media/uploads', file)
  return uploadResponseSchema.parse(body)
}
