// SQL of the academy module: the course list with one learner's progress (through the list kit),
// a course's details, ticking topics and keeping the enrolment's count, and the dashboard's figures.
import { and, asc, count, desc, eq, gte, sql } from 'drizzle-orm'
import type { CourseListQuery, CourseSortKey } from '@aurum/shared'
import { ALL_COURSES_LABEL } from '@aurum/shared'
import type { PgSelect } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.js'
import { defineList, type PickedPage } from '../../db/list-kit.js'
import {
  courseDetails,
  courseEnrolments,
  courseSections,
  courseTopicCompletions,
  courseTopics,
  courses,
} from '../../db/schema/index.js'
import { searchColumns } from '../../db/sql-helpers.js'

type CourseFilter = Pick<CourseListQuery, 'q' | 'label' | 'hideCompleted'> & { userId: number }

/** The learner's ticked topics of the course (0 when not enrolled). */
const completedOf = sql<number>`coalesce(${courseEnrolments.completedTasks}, 0)`.mapWith(Number)
/** The learner's share done, 0 to 1 (a course without topics counts as not started). */
const progressOf = sql`(case when ${courses.totalTasks} = 0 then 0 else coalesce(${courseEnrolments.completedTasks}, 0)::numeric / ${courses.totalTasks} end)`

const enrolmentOf = (userId: number) =>
  and(eq(courseEnrolments.courseId, courses.id), eq(courseEnrolments.userId, userId))

const courseList = defineList<CourseSortKey, CourseFilter>({
  table: courses,
  id: courses.id,
  sorts: {
    courseName: { column: courses.courseTitle, type: 'text' },
    progress: { column: progressOf, type: 'numeric' },
  },
  defaultSort: (orderBy) => ({ column: courses.id, type: 'integer', orderBy }),
  ties: 'same',
  where: (filter) =>
    and(
      searchColumns(filter.q, [courses.courseTitle, courses.tutorName]),
      filter.label && filter.label !== ALL_COURSES_LABEL ? eq(courses.tags, filter.label) : undefined,
      // Complete as the dashboard counts it (service.ts): followed, every topic ticked. A course
      // the learner does not follow is never complete, even one without topics yet.
      filter.hideCompleted
        ? sql`(${courseEnrolments.completedTasks} is null or ${courseEnrolments.completedTasks} < ${courses.totalTasks})`
        : undefined,
    ),
  searches: (filter) => Boolean(filter.q),
  join: <Q extends PgSelect>(select: Q, _sort: unknown, filter: CourseFilter): Q =>
    select.leftJoin(courseEnrolments, enrolmentOf(filter.userId)) as unknown as Q,
})

const courseColumns = {
  id: courses.id,
  tutorName: courses.tutorName,
  image: courses.image,
  tutorImg: courses.tutorImg,
  totalTasks: courses.totalTasks,
  userCount: courses.userCount,
  note: courses.note,
  view: courses.view,
  time: courses.time,
  logo: courses.logo,
  color: courses.color,
  courseTitle: courses.courseTitle,
  description: courses.description,
  tags: courses.tags,
  rating: courses.rating,
  ratingCount: courses.ratingCount,
  completedTasks: completedOf,
  isEnrolled: sql<boolean>`(${courseEnrolments.userId} is not null)`,
}

const readCourses = (db: Db, userId: number) => (picked: PickedPage) =>
  db
    .select({ ...courseColumns, total: picked.total })
    .from(picked)
    .innerJoin(courses, eq(courses.id, picked.id))
    .leftJoin(courseEnrolments, enrolmentOf(userId))

export function selectCoursesPage(db: Db, userId: number, query: CourseListQuery) {
  return courseList.page<CourseListRow>(db, { ...query, userId }, readCourses(db, userId))
}

export type CourseListRow = {
  id: number
  tutorName: string
  image: string
  tutorImg: string
  totalTasks: number
  userCount: number
  note: number
  view: number
  time: string
  logo: string
  color: string
  courseTitle: string
  description: string
  tags: string
  rating: number
  ratingCount: number
  completedTasks: number
  isEnrolled: boolean
}

export async function countCourses(db: Db): Promise<number> {
  return db.$count(courses)
}

/** The course (with the learner's enrolment) and its details, or undefined. */
export async function selectCourseWithDetails(db: Db, userId: number, courseId: number) {
  const [row] = await db
    .select({
      course: courses,
      details: courseDetails,
      completedTasks: completedOf,
      isEnrolled: sql<boolean>`(${courseEnrolments.userId} is not null)`,
    })
    .from(courses)
    .innerJoin(courseDetails, eq(courseDetails.courseId, courses.id))
    .leftJoin(courseEnrolments, enrolmentOf(userId))
    .where(eq(courses.id, courseId))
  return row
}

/** The course the learner touched last, else the first of the catalogue. */
export async function selectDefaultCourseId(db: Db, userId: number): Promise<number | undefined> {
  const [recent] = await db
    .select({ id: courseEnrolments.courseId })
    .from(courseEnrolments)
    .where(eq(courseEnrolments.userId, userId))
    .orderBy(desc(courseEnrolments.lastActivityAt), asc(courseEnrolments.courseId))
    .limit(1)
  if (recent) return recent.id
  const [first] = await db.select({ id: courses.id }).from(courses).orderBy(asc(courses.id)).limit(1)
  return first?.id
}

/** The sections and topics of a course's details, each topic with whether the learner ticked it. */
export async function selectContent(db: Db, userId: number, detailsId: number) {
  return db
    .select({
      sectionId: courseSections.id,
      sectionTitle: courseSections.title,
      sectionTime: courseSections.time,
      topicId: courseTopics.id,
      title: courseTopics.title,
      time: courseTopics.time,
      minutes: courseTopics.minutes,
      videoUrl: courseTopics.videoUrl,
      isCompleted: sql<boolean>`(${courseTopicCompletions.userId} is not null)`,
    })
    .from(courseSections)
    .leftJoin(courseTopics, eq(courseTopics.sectionId, courseSections.id))
    .leftJoin(
      courseTopicCompletions,
      and(eq(courseTopicCompletions.topicId, courseTopics.id), eq(courseTopicCompletions.userId, userId)),
    )
    .where(eq(courseSections.courseDetailsId, detailsId))
    .orderBy(asc(courseSections.position), asc(courseTopics.position), asc(courseTopics.id))
}

/** The course a topic belongs to, or undefined. */
export async function selectTopicCourse(db: Db, topicId: number) {
  const [row] = await db
    .select({ courseId: courseDetails.courseId })
    .from(courseTopics)
    .innerJoin(courseSections, eq(courseSections.id, courseTopics.sectionId))
    .innerJoin(courseDetails, eq(courseDetails.id, courseSections.courseDetailsId))
    .where(eq(courseTopics.id, topicId))
  return row?.courseId ?? undefined
}

export async function courseExists(db: Db, courseId: number) {
  return (await db.$count(courses, eq(courses.id, courseId))) > 0
}

export async function insertEnrolment(db: Db, userId: number, courseId: number) {
  await db.insert(courseEnrolments).values({ userId, courseId }).onConflictDoNothing()
}

/** Ticks or unticks the topic and sets the enrolment's count from the ticked topics, in one transaction. */
export async function setTopicCompleted(
  db: Db,
  userId: number,
  courseId: number,
  topicId: number,
  isCompleted: boolean,
) {
  return db.transaction(async (tx) => {
    await tx.insert(courseEnrolments).values({ userId, courseId }).onConflictDoNothing()
    if (isCompleted) await tx.insert(courseTopicCompletions).values({ userId, topicId }).onConflictDoNothing()
    else
      await tx
        .delete(courseTopicCompletions)
        .where(and(eq(courseTopicCompletions.userId, userId), eq(courseTopicCompletions.topicId, topicId)))
    const [ticked] = await tx
      .select({ count: count() })
      .from(courseTopicCompletions)
      .innerJoin(courseTopics, eq(courseTopics.id, courseTopicCompletions.topicId))
      .innerJoin(courseSections, eq(courseSections.id, courseTopics.sectionId))
      .innerJoin(courseDetails, eq(courseDetails.id, courseSections.courseDetailsId))
      .where(and(eq(courseTopicCompletions.userId, userId), eq(courseDetails.courseId, courseId)))
    await tx
      .update(courseEnrolments)
      .set({ completedTasks: ticked?.count ?? 0, lastActivityAt: sql`now()` })
      .where(and(eq(courseEnrolments.userId, userId), eq(courseEnrolments.courseId, courseId)))
  })
}

export async function selectProgress(db: Db, userId: number, courseId: number) {
  const [row] = await db
    .select({
      totalTasks: courses.totalTasks,
      completedTasks: completedOf,
      isEnrolled: sql<boolean>`(${courseEnrolments.userId} is not null)`,
    })
    .from(courses)
    .leftJoin(courseEnrolments, enrolmentOf(userId))
    .where(eq(courses.id, courseId))
  return row
}

// The dashboard

/** The learner's enrolled courses with their standing, touched last first. */
export async function selectEnrolledCourses(db: Db, userId: number) {
  return db
    .select({
      courseId: courses.id,
      courseTitle: courses.courseTitle,
      tags: courses.tags,
      totalTasks: courses.totalTasks,
      completedTasks: courseEnrolments.completedTasks,
      lastActivityAt: courseEnrolments.lastActivityAt,
    })
    .from(courseEnrolments)
    .innerJoin(courses, eq(courses.id, courseEnrolments.courseId))
    .where(eq(courseEnrolments.userId, userId))
    .orderBy(desc(courseEnrolments.lastActivityAt), asc(courses.id))
}

/** Minutes of the learner's ticked topics, in all and per day since `since`. */
export async function selectStudyMinutes(db: Db, userId: number, since: Date) {
  const day = sql<string>`to_char(${courseTopicCompletions.completedAt} at time zone 'UTC', 'YYYY-MM-DD')`
  const [all, perDay] = await Promise.all([
    db
      .select({ minutes: sql<number>`coalesce(sum(${courseTopics.minutes}), 0)`.mapWith(Number) })
      .from(courseTopicCompletions)
      .innerJoin(courseTopics, eq(courseTopics.id, courseTopicCompletions.topicId))
      .where(eq(courseTopicCompletions.userId, userId)),
    db
      .select({ date: day, minutes: sql<number>`coalesce(sum(${courseTopics.minutes}), 0)`.mapWith(Number) })
      .from(courseTopicCompletions)
      .innerJoin(courseTopics, eq(courseTopics.id, courseTopicCompletions.topicId))
      .where(and(eq(courseTopicCompletions.userId, userId), gte(courseTopicCompletions.completedAt, since)))
      .groupBy(day),
  ])
  return { minutes: all[0]?.minutes ?? 0, perDay }
}

/** Instructors by the students of their courses. */
export async function selectPopularInstructors(db: Db, limit: number) {
  return db
    .select({
      name: courseDetails.instructor,
      avatar: sql<string>`min(${courseDetails.instructorAvatar})`,
      position: sql<string>`min(${courseDetails.instructorPosition})`,
      courses: count(),
      students: sql<number>`sum(${courses.userCount})`.mapWith(Number),
    })
    .from(courseDetails)
    .innerJoin(courses, eq(courses.id, courseDetails.courseId))
    .groupBy(courseDetails.instructor)
    .orderBy(desc(sql`sum(${courses.userCount})`), asc(courseDetails.instructor))
    .limit(limit)
}

export async function selectTopCourses(db: Db, limit: number) {
  return db
    .select({
      id: courses.id,
      courseTitle: courses.courseTitle,
      logo: courses.logo,
      color: courses.color,
      userCount: courses.userCount,
      rating: courses.rating,
    })
    .from(courses)
    .orderBy(desc(courses.userCount), desc(courses.rating), asc(courses.id))
    .limit(limit)
}

/** The first topic the learner has not ticked in the course, in the course's order. */
export async function selectFirstOpenTopic(db: Db, userId: number, courseId: number) {
  const [row] = await db
    .select({
      title: courseTopics.title,
      time: courseTopics.time,
      minutes: courseTopics.minutes,
      instructor: courseDetails.instructor,
    })
    .from(courseTopics)
    .innerJoin(courseSections, eq(courseSections.id, courseTopics.sectionId))
    .innerJoin(courseDetails, eq(courseDetails.id, courseSections.courseDetailsId))
    .leftJoin(
      courseTopicCompletions,
      and(eq(courseTopicCompletions.topicId, courseTopics.id), eq(courseTopicCompletions.userId, userId)),
    )
    .where(and(eq(courseDetails.courseId, courseId), sql`${courseTopicCompletions.userId} is null`))
    .orderBy(asc(courseSections.position), asc(courseTopics.position), asc(courseTopics.id))
    .limit(1)
  return row
}
