// Contracts of the academy (spec sections 3, 4 and 7): the course list with the signed-in
// learner's progress, a course's details with its sections and topics, ticking a topic, enrolment,
// and the learner's dashboard.
import { z } from 'zod'
import { COURSE_TAGS } from '../constants/index.js'
import { defineMessages } from '../errors/messages.js'
import {
  INT4_MAX,
  booleanQuery,
  optionalQueryText,
  orderBySchema,
  pagedQuery,
  rowCountSchema as count,
} from './common.js'

export const COURSE_SORT_KEYS = ['courseName', 'progress'] as const
export type CourseSortKey = (typeof COURSE_SORT_KEYS)[number]

/** The spec's label filter: a tag, or 'All Courses' (the default) for every tag. */
export const ALL_COURSES_LABEL = 'All Courses'
export const COURSE_LABELS = [ALL_COURSES_LABEL, ...COURSE_TAGS] as const
export type CourseLabel = (typeof COURSE_LABELS)[number]
export const courseTagSchema = z.enum(COURSE_TAGS)
export type CourseTag = z.infer<typeof courseTagSchema>

/** A course's length as the list's `time` text of the spec: "17h 34m". */
export const courseTimeText = (minutes: number) => `${Math.floor(minutes / 60)}h ${minutes % 60}m`

/** A course's length as the details' `length` text of the spec: "17.6 total hours". */
export const courseLengthText = (minutes: number) => `${(minutes / 60).toFixed(1)} total hours`

/**
 * The minutes in a `time` text ("17h 34m"), so a page can say them in the reader's language; null
 * for text of another shape (shown as stored).
 */
export function courseTimeMinutes(time: string): number | null {
  const match = /^(\d+)h (\d+)m$/.exec(time)
  return match ? Number(match[1]) * 60 + Number(match[2]) : null
}

export const courseSchema = z.object({
  id: z.number().int(),
  /** The tutor's name (the spec's `user`). */
  user: z.string(),
  image: z.string(),
  tutorImg: z.string(),
  /** Topics the signed-in learner has ticked; 0 when not enrolled. */
  completedTasks: count,
  /** Topics of the course. */
  totalTasks: count,
  userCount: count,
  note: count,
  view: count,
  time: z.string(),
  logo: z.string(),
  color: z.string(),
  courseTitle: z.string(),
  desc: z.string(),
  tags: courseTagSchema,
  rating: z.number(),
  ratingCount: count,
  /** Beyond the spec: whether the signed-in learner follows the course. */
  isEnrolled: z.boolean(),
})
export type Course = z.infer<typeof courseSchema>

export const courseListQuerySchema = pagedQuery(COURSE_SORT_KEYS).extend({
  /** Course title or tutor name. */
  q: optionalQueryText,
  label: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(COURSE_LABELS).default(ALL_COURSES_LABEL),
  ),
  /** Leave out the courses the learner has completed (completedTasks equal to totalTasks). */
  hideCompleted: booleanQuery,
  orderBy: orderBySchema.default('asc'),
})
export type CourseListQuery = z.infer<typeof courseListQuerySchema>
export type CourseListQueryInput = z.input<typeof courseListQuerySchema>

export const courseListResponseSchema = z.object({
  /** Every course of the catalogue, whatever the filters. */
  totalCourse: count,
  courses: z.array(courseSchema),
  /** Courses matching the filters (all pages). */
  total: count,
})
export type CourseListResponse = z.infer<typeof courseListResponseSchema>

export const courseTopicSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  time: z.string(),
  /** Beyond the spec: the same duration as a number, for the reader's language. */
  minutes: count,
  isCompleted: z.boolean(),
  /** The lesson's video (same origin by default); null shows the course's poster. */
  videoUrl: z.string().nullable(),
})
export type CourseTopic = z.infer<typeof courseTopicSchema>

export const courseSectionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** 'completed / topics' for the signed-in learner, e.g. '2 / 5'. */
  status: z.string(),
  time: z.string(),
  /** Beyond the spec: the sum of its topics' minutes. */
  minutes: count,
  topics: z.array(courseTopicSchema),
})
export type CourseSection = z.infer<typeof courseSectionSchema>

export const courseDetailsSchema = z.object({
  courseId: z.number().int(),
  title: z.string(),
  about: z.string(),
  instructor: z.string(),
  instructorAvatar: z.string(),
  instructorPosition: z.string(),
  skillLevel: z.string(),
  totalStudents: count,
  language: z.string(),
  isCaptions: z.boolean(),
  length: z.string(),
  totalLectures: count,
  description: z.array(z.string()),
  /** Beyond the spec: the sum of the topics' minutes, which `length` says in hours. */
  minutes: count,
  content: z.array(courseSectionSchema),
  /** Beyond the spec: the course's poster, tag, and the learner's progress. */
  poster: z.string(),
  tags: courseTagSchema,
  isEnrolled: z.boolean(),
  completedTasks: count,
  totalTasks: count,
})
export type CourseDetails = z.infer<typeof courseDetailsSchema>

export const topicProgressSchema = z.object({ isCompleted: z.boolean() })
export type TopicProgress = z.infer<typeof topicProgressSchema>

/** The learner's standing in a course after enrolling or ticking a topic. */
export const courseProgressSchema = z.object({
  courseId: z.number().int(),
  isEnrolled: z.boolean(),
  completedTasks: count,
  totalTasks: count,
  /** completedTasks equals totalTasks (spec section 4). */
  isComplete: z.boolean(),
})
export type CourseProgress = z.infer<typeof courseProgressSchema>

export const ACADEMY_TOP_COURSES = 5
export const ACADEMY_TOP_INSTRUCTORS = 4
export const ACADEMY_ASSIGNMENTS = 4
export const ACADEMY_ACTIVITY_DAYS = 7

export const academyDashboardSchema = z.object({
  /** Hours of the ticked topics (one decimal). */
  hoursSpent: z.number().nonnegative(),
  /** Minutes of topics ticked on each of the last ACADEMY_ACTIVITY_DAYS days, oldest first. */
  activity: z.array(z.object({ date: z.string(), minutes: count })),
  courses: z.object({ enrolled: count, notStarted: count, inProgress: count, completed: count }),
  /** The learner's courses per tag (every tag, in COURSE_TAGS order). */
  interests: z.array(z.object({ tag: courseTagSchema, courses: count, completedTasks: count })),
  /** Instructors by students over their courses. */
  popularInstructors: z.array(
    z.object({ name: z.string(), avatar: z.string(), position: z.string(), courses: count, students: count }),
  ),
  /** Courses by learners (userCount), then rating. */
  topCourses: z.array(
    z.object({
      id: z.number().int(),
      courseTitle: z.string(),
      logo: z.string(),
      color: z.string(),
      userCount: count,
      rating: z.number(),
    }),
  ),
  /** The next topic to follow: the first unticked one of the course touched last; null when none. */
  upNext: z
    .object({
      courseId: z.number().int(),
      courseTitle: z.string(),
      topicTitle: z.string(),
      time: z.string(),
      minutes: count,
      instructor: z.string(),
    })
    .nullable(),
  /** The courses in progress touched last, with their share done. */
  assignments: z.array(
    z.object({
      courseId: z.number().int(),
      courseTitle: z.string(),
      completedTasks: count,
      totalTasks: count,
      percent: z.number(),
    }),
  ),
})
export type AcademyDashboard = z.infer<typeof academyDashboardSchema>

// Authoring (beyond the spec): authors create and edit their own courses, sections and topics;
// admins edit any. Every write answers the whole course as the editor shows it.

export const ACADEMY_MESSAGES = defineMessages('academy', {
  videoUrl: 'Use an address starting with https:// or http://, or a path on this site starting with /',
  orderMismatch: 'List every item exactly once',
  uploadId: 'Choose one of your own uploaded images',
})

export const COURSE_SKILL_LEVELS = ['Beginner', 'Intermediate', 'Advanced', 'All Levels'] as const
export const courseSkillLevelSchema = z.enum(COURSE_SKILL_LEVELS)
export type CourseSkillLevel = z.infer<typeof courseSkillLevelSchema>
export const COURSE_LANGUAGES = ['English', 'Spanish', 'French', 'Arabic'] as const
export const courseLanguageSchema = z.enum(COURSE_LANGUAGES)
export type CourseLanguage = z.infer<typeof courseLanguageSchema>

export const COURSE_TITLE_MAX = 120
export const COURSE_TEXT_MAX = 2000
export const COURSE_PARAGRAPHS_MAX = 10
export const TOPIC_MINUTES_MAX = 600

const title = z.string().trim().min(1).max(COURSE_TITLE_MAX)

/** http(s) with a host, or a path of this site (never `//host`, which leaves it); no spaces or backslashes. */
export function isLessonVideoUrl(value: string): boolean {
  if (/[\s\\]/.test(value)) return false
  return /^\/(?!\/)/.test(value) || /^https?:\/\/[^/?#@:]+(:\d{1,5})?([/?#].*)?$/i.test(value)
}

/** The lesson's video; an empty field means none. */
const videoUrlSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z
    .string()
    .trim()
    .max(2000)
    .refine(isLessonVideoUrl, { message: ACADEMY_MESSAGES.videoUrl })
    .nullable()
    .default(null),
)

export const courseWriteSchema = z.object({
  courseTitle: title,
  /** The short text of the course card. */
  desc: z.string().trim().min(1).max(500),
  tags: courseTagSchema,
  about: z.string().trim().max(COURSE_TEXT_MAX).default(''),
  /** Paragraphs of the details page. */
  description: z.array(z.string().trim().min(1).max(COURSE_TEXT_MAX)).max(COURSE_PARAGRAPHS_MAX).default([]),
  skillLevel: courseSkillLevelSchema,
  language: courseLanguageSchema,
  isCaptions: z.boolean().default(false),
  instructorPosition: z.string().trim().max(80).default(''),
  /** One of the author's own uploads (POST /api/media/uploads) as the cover; null for a drawn poster. */
  coverUploadId: z.string().trim().min(1).max(64).nullable().default(null),
})
export type CourseWrite = z.infer<typeof courseWriteSchema>
export type CourseWriteInput = z.input<typeof courseWriteSchema>

export const courseSectionWriteSchema = z.object({ title })
export type CourseSectionWrite = z.infer<typeof courseSectionWriteSchema>

export const courseTopicWriteSchema = z.object({
  title,
  minutes: z.number().int().min(1).max(TOPIC_MINUTES_MAX),
  videoUrl: videoUrlSchema,
})
export type CourseTopicWrite = z.infer<typeof courseTopicWriteSchema>
export type CourseTopicWriteInput = z.input<typeof courseTopicWriteSchema>

/** A new order: every id of the course's sections (or a section's topics) once. */
export const courseOrderSchema = z.object({
  ids: z.array(z.number().int().positive().max(INT4_MAX)).min(1).max(500),
})
export type CourseOrder = z.infer<typeof courseOrderSchema>

export const authoringTopicSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  minutes: count,
  videoUrl: z.string().nullable(),
})
export type AuthoringTopic = z.infer<typeof authoringTopicSchema>

export const authoringSectionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  minutes: count,
  topics: z.array(authoringTopicSchema),
})
export type AuthoringSection = z.infer<typeof authoringSectionSchema>

export const authoringCourseSchema = z.object({
  id: z.number().int(),
  courseTitle: z.string(),
  desc: z.string(),
  tags: courseTagSchema,
  about: z.string(),
  description: z.array(z.string()),
  skillLevel: z.string(),
  language: z.string(),
  isCaptions: z.boolean(),
  instructorPosition: z.string(),
  instructor: z.string(),
  image: z.string(),
  coverUploadId: z.string().nullable(),
  ownerId: z.number().int().nullable(),
  totalTasks: count,
  /** Learners enrolled. */
  learners: count,
  sections: z.array(authoringSectionSchema),
})
export type AuthoringCourse = z.infer<typeof authoringCourseSchema>

export const authoringListQuerySchema = pagedQuery(['courseName'] as const).extend({
  q: optionalQueryText,
  orderBy: orderBySchema.default('asc'),
})
export type AuthoringListQuery = z.infer<typeof authoringListQuerySchema>
export type AuthoringListQueryInput = z.input<typeof authoringListQuerySchema>

export const authoringListItemSchema = z.object({
  id: z.number().int(),
  courseTitle: z.string(),
  tags: courseTagSchema,
  image: z.string(),
  instructor: z.string(),
  totalTasks: count,
  learners: count,
  ownerId: z.number().int().nullable(),
})
export type AuthoringListItem = z.infer<typeof authoringListItemSchema>

export const authoringListResponseSchema = z.object({
  courses: z.array(authoringListItemSchema),
  total: count,
})
export type AuthoringListResponse = z.infer<typeof authoringListResponseSchema>
