// The academy: the course catalogue and each course's details, sections and topics.
import { sql } from 'drizzle-orm'
import { boolean, index, integer, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core'

export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    /** The spec's `user`: the tutor's name. */
    tutorName: text('tutor_name').notNull(),
    image: text('image').notNull(),
    tutorImg: text('tutor_img').notNull(),
    completedTasks: integer('completed_tasks').notNull(),
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
  },
  (t) => [
    index('courses_title_idx').on(t.courseTitle, t.id),
    index('courses_tags_idx').on(t.tags, t.id),
    index('courses_title_trgm').using('gin', t.courseTitle.op('gin_trgm_ops')),
    index('courses_tutor_name_trgm').using('gin', t.tutorName.op('gin_trgm_ops')),
  ],
)

export const courseDetails = pgTable('course_details', {
  id: serial('id').primaryKey(),
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
    id: serial('id').primaryKey(),
    courseDetailsId: integer('course_details_id')
      .notNull()
      .references(() => courseDetails.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    /** Display text such as '2 / 5' (completed / topics). */
    status: text('status').notNull(),
    time: text('time').notNull(),
  },
  (t) => [index('course_sections_details_idx').on(t.courseDetailsId, t.position)],
)

export const courseTopics = pgTable(
  'course_topics',
  {
    id: serial('id').primaryKey(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => courseSections.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    time: text('time').notNull(),
    isCompleted: boolean('is_completed').notNull().default(false),
  },
  (t) => [index('course_topics_section_idx').on(t.sectionId, t.position)],
)
