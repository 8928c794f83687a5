// The academy: the course catalogue, each course's details, sections and topics, and each
// learner's enrolments and ticked topics (progress is per user, not a property of the course).
import { sql } from 'drizzle-orm'
import { boolean, index, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { cascadingId, serialId } from './columns.js'
import { users } from './users.js'

export const courses = pgTable(
  'courses',
  {
    id: serialId(),
    /** The spec's `user`: the tutor's name. */
    tutorName: text('tutor_name').notNull(),
    image: text('image').notNull(),
    tutorImg: text('tutor_img').notNull(),
    /** The number of topics of the course; a learner's completedTasks is in course_enrolments. */
    totalTasks: integer('total_tasks').notNull(),
    userCount: integer('user_count').notNull(),
    note: integer('note').notNull(),
    view: integer('view').notNull(),
    /** Display text such as '17h 34m'. */
    time: text('time').notNull(),
    logo: text('logo').notNull(),
    color: text('color').notNull(),
    courseTitle: text('course_title').notNull(),
    description: text('description').notNull(),
    /** One of Web, Design, Psychology, UI/UX, Art. */
    tags: text('tags').notNull(),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull(),
    ratingCount: integer('rating_count').notNull(),
    /** The author who wrote the course and may edit it; null for the seeded catalogue (admins edit it). */
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** The course's own upload used as its cover, when the author chose one. */
    coverUploadId: text('cover_upload_id'),
  },
  (t) => [
    index('courses_owner_idx').on(t.ownerId, t.id),
    index('courses_title_idx').on(t.courseTitle, t.id),
    index('courses_tags_idx').on(t.tags, t.id),
    index('courses_title_trgm').using('gin', t.courseTitle.op('gin_trgm_ops')),
    index('courses_tutor_name_trgm').using('gin', t.tutorName.op('gin_trgm_ops')),
  ],
)

export const courseDetails = pgTable('course_details', {
  id: serialId(),
  courseId: integer('course_id')
    .unique()
    .references(() => courses.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  about: text('about').notNull(),
  instructor: text('instructor').notNull(),
  instructorAvatar: text('instructor_avatar').notNull(),
  instructorPosition: text('instructor_position').notNull(),
  skillLevel: text('skill_level').notNull(),
  totalStudents: integer('total_students').notNull(),
  language: text('language').notNull(),
  isCaptions: boolean('is_captions').notNull(),
  /** Display text such as '1.5 total hours'. */
  length: text('length').notNull(),
  totalLectures: integer('total_lectures').notNull(),
  /** Paragraphs. */
  description: text('description')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
})

export const courseSections = pgTable(
  'course_sections',
  {
    id: serialId(),
    courseDetailsId: cascadingId('course_details_id', () => courseDetails.id),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    time: text('time').notNull(),
  },
  (t) => [index('course_sections_details_idx').on(t.courseDetailsId, t.position)],
)

export const courseTopics = pgTable(
  'course_topics',
  {
    id: serialId(),
    sectionId: cascadingId('section_id', () => courseSections.id),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    time: text('time').notNull(),
    /** The same duration as a number, for the learner's hours. */
    minutes: integer('minutes').notNull().default(0),
    /** The lesson's video (a same-origin path or a URL); null shows the course's poster. */
    videoUrl: text('video_url'),
  },
  (t) => [index('course_topics_section_idx').on(t.sectionId, t.position)],
)

/** A learner following a course; completedTasks is kept equal to their ticked topics of it. */
export const courseEnrolments = pgTable(
  'course_enrolments',
  {
    userId: cascadingId('user_id', () => users.id),
    courseId: cascadingId('course_id', () => courses.id),
    completedTasks: integer('completed_tasks').notNull().default(0),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.courseId] }),
    index('course_enrolments_course_idx').on(t.courseId),
  ],
)

/** The topics a learner has ticked as done. */
export const courseTopicCompletions = pgTable(
  'course_topic_completions',
  {
    userId: cascadingId('user_id', () => users.id),
    topicId: cascadingId('topic_id', () => courseTopics.id),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.topicId] }),
    index('course_topic_completions_topic_idx').on(t.topicId),
  ],
)
