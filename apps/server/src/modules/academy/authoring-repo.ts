// SQL of course authoring: the authors' course list, a course with its sections and topics as the
// editor shows them, and the writes. Every write that adds, moves or removes topics ends with
// recountCourse in the same transaction, so the counts the learner's pages read (totalTasks, each
// enrolment's completedTasks, the display durations) are recomputed from the stored rows, never
// adjusted by a delta that could drift.
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm'
import { courseLengthText, courseTimeText, type AuthoringListQuery } from '@aurum/shared'
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

type AuthoringFilter = Pick<AuthoringListQuery, 'q'> & { ownerId: number | undefined }

const learnersOf =
  sql<number>`(select count(*) from ${courseEnrolments} where ${courseEnrolments.courseId} = ${courses.id})`.mapWith(
    Number,
  )

const authoringList = defineList<'courseName', AuthoringFilter>({
  table: courses,
  id: courses.id,
  sorts: { courseName: { column: courses.courseTitle, type: 'text' } },
  // Newest first without a sort: an author sees the course they just created on top.
  defaultSort: () => ({ column: courses.id, type: 'integer', orderBy: 'desc' }),
  ties: 'same',
  where: (filter) =>
    and(
      searchColumns(filter.q, [courses.courseTitle]),
      filter.ownerId === undefined ? undefined : eq(courses.ownerId, filter.ownerId),
    ),
  searches: (filter) => Boolean(filter.q),
})

export type AuthoringListRow = {
  id: number
  courseTitle: string
  tags: string
  image: string
  instructor: string
  totalTasks: number
  learners: number
  ownerId: number | null
}

/** A page of the courses of `ownerId` (every course when undefined). */
export function selectAuthoringPage(db: Db, query: AuthoringListQuery, ownerId: number | undefined) {
  return authoringList.page<AuthoringListRow>(db, { ...query, ownerId }, (picked: PickedPage) =>
    db
      .select({
        id: courses.id,
        courseTitle: courses.courseTitle,
        tags: courses.tags,
        image: courses.image,
        instructor: courses.tutorName,
        totalTasks: courses.totalTasks,
        learners: learnersOf,
        ownerId: courses.ownerId,
        total: picked.total,
      })
      .from(picked)
      .innerJoin(courses, eq(courses.id, picked.id)),
  )
}

/** The owner of a course (null for the seeded catalogue), or undefined when there is no such course. */
export async function selectCourseOwner(db: Db, courseId: number) {
  const [row] = await db.select({ ownerId: courses.ownerId }).from(courses).where(eq(courses.id, courseId))
  return row
}

/** The course and owner of a section, or undefined. */
export async function selectSectionCourse(db: Db, sectionId: number) {
  const [row] = await db
    .select({ courseId: courses.id, ownerId: courses.ownerId })
    .from(courseSections)
    .innerJoin(courseDetails, eq(courseDetails.id, courseSections.courseDetailsId))
    .innerJoin(courses, eq(courses.id, courseDetails.courseId))
    .where(eq(courseSections.id, sectionId))
  return row
}

/** The course, owner and section of a topic, or undefined. */
export async function selectTopicOwner(db: Db, topicId: number) {
  const [row] = await db
    .select({ courseId: courses.id, ownerId: courses.ownerId, sectionId: courseTopics.sectionId })
    .from(courseTopics)
    .innerJoin(courseSections, eq(courseSections.id, courseTopics.sectionId))
    .innerJoin(courseDetails, eq(courseDetails.id, courseSections.courseDetailsId))
    .innerJoin(courses, eq(courses.id, courseDetails.courseId))
    .where(eq(courseTopics.id, topicId))
  return row
}

/** The course row, its details and its learners, or undefined. */
export async function selectAuthoringCourse(db: Db, courseId: number) {
  const [row] = await db
    .select({ course: courses, details: courseDetails, learners: learnersOf })
    .from(courses)
    .innerJoin(courseDetails, eq(courseDetails.courseId, courses.id))
    .where(eq(courses.id, courseId))
  return row
}

/** Sections (in order) with their topics (in order); a section without topics has null topic fields. */
export async function selectAuthoringContent(db: Db, detailsId: number) {
  return db
    .select({
      sectionId: courseSections.id,
      sectionTitle: courseSections.title,
      topicId: courseTopics.id,
      title: courseTopics.title,
      minutes: courseTopics.minutes,
      videoUrl: courseTopics.videoUrl,
    })
    .from(courseSections)
    .leftJoin(courseTopics, eq(courseTopics.sectionId, courseSections.id))
    .where(eq(courseSections.courseDetailsId, detailsId))
    .orderBy(
      asc(courseSections.position),
      asc(courseSections.id),
      asc(courseTopics.position),
      asc(courseTopics.id),
    )
}

export type NewCourse = typeof courses.$inferInsert
export type NewCourseDetails = Omit<typeof courseDetails.$inferInsert, 'courseId'>

export async function insertCourse(db: Db, course: NewCourse, details: NewCourseDetails): Promise<number> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx.insert(courses).values(course).returning({ id: courses.id })
    const courseId = inserted!.id
    await tx.insert(courseDetails).values({ ...details, courseId })
    return courseId
  })
}

export async function updateCourse(
  db: Db,
  courseId: number,
  course: Partial<NewCourse>,
  details: Partial<NewCourseDetails>,
) {
  await db.transaction(async (tx) => {
    await tx.update(courses).set(course).where(eq(courses.id, courseId))
    await tx.update(courseDetails).set(details).where(eq(courseDetails.courseId, courseId))
  })
}

/** Removes the course; its details, sections, topics, enrolments and ticks go with it (cascades). */
export async function deleteCourse(db: Db, courseId: number) {
  await db.delete(courses).where(eq(courses.id, courseId))
}

async function detailsIdOf(db: Db, courseId: number): Promise<number> {
  const [row] = await db
    .select({ id: courseDetails.id })
    .from(courseDetails)
    .where(eq(courseDetails.courseId, courseId))
  return row!.id
}

/** Appends a section to the course. */
export async function insertSection(db: Db, courseId: number, title: string) {
  await db.transaction(async (tx) => {
    const detailsId = await detailsIdOf(tx, courseId)
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${courseSections.position}), -1)`.mapWith(Number) })
      .from(courseSections)
      .where(eq(courseSections.courseDetailsId, detailsId))
    await tx
      .insert(courseSections)
      .values({ courseDetailsId: detailsId, title, position: (last?.position ?? -1) + 1, time: '0 min' })
  })
}

export async function renameSection(db: Db, sectionId: number, title: string) {
  await db.update(courseSections).set({ title }).where(eq(courseSections.id, sectionId))
}

/** Removes the section and its topics (and every learner's ticks of them), then recounts the course. */
export async function deleteSection(db: Db, courseId: number, sectionId: number) {
  await db.transaction(async (tx) => {
    await tx.delete(courseSections).where(eq(courseSections.id, sectionId))
    await recountCourse(tx, courseId)
  })
}

/** Appends a topic to the section, then recounts the course. */
export async function insertTopic(
  db: Db,
  courseId: number,
  sectionId: number,
  topic: { title: string; minutes: number; videoUrl: string | null },
) {
  await db.transaction(async (tx) => {
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${courseTopics.position}), -1)`.mapWith(Number) })
      .from(courseTopics)
      .where(eq(courseTopics.sectionId, sectionId))
    await tx.insert(courseTopics).values({
      sectionId,
      position: (last?.position ?? -1) + 1,
      title: topic.title,
      minutes: topic.minutes,
      time: `${topic.minutes} min`,
      videoUrl: topic.videoUrl,
    })
    await recountCourse(tx, courseId)
  })
}

export async function updateTopic(
  db: Db,
  courseId: number,
  topicId: number,
  topic: { title: string; minutes: number; videoUrl: string | null },
) {
  await db.transaction(async (tx) => {
    await tx
      .update(courseTopics)
      .set({
        title: topic.title,
        minutes: topic.minutes,
        time: `${topic.minutes} min`,
        videoUrl: topic.videoUrl,
      })
      .where(eq(courseTopics.id, topicId))
    await recountCourse(tx, courseId)
  })
}

export async function deleteTopic(db: Db, courseId: number, topicId: number) {
  await db.transaction(async (tx) => {
    await tx.delete(courseTopics).where(eq(courseTopics.id, topicId))
    await recountCourse(tx, courseId)
  })
}

/** The ids of the course's sections, in their order. */
export async function selectSectionIds(db: Db, courseId: number): Promise<number[]> {
  const rows = await db
    .select({ id: courseSections.id })
    .from(courseSections)
    .innerJoin(courseDetails, eq(courseDetails.id, courseSections.courseDetailsId))
    .where(eq(courseDetails.courseId, courseId))
    .orderBy(asc(courseSections.position), asc(courseSections.id))
  return rows.map((row) => row.id)
}

/** The ids of the section's topics, in their order. */
export async function selectTopicIds(db: Db, sectionId: number): Promise<number[]> {
  const rows = await db
    .select({ id: courseTopics.id })
    .from(courseTopics)
    .where(eq(courseTopics.sectionId, sectionId))
    .orderBy(asc(courseTopics.position), asc(courseTopics.id))
  return rows.map((row) => row.id)
}

/** Sets each section's position to its index in `ids`, in one transaction. */
export async function reorderSections(db: Db, ids: readonly number[]) {
  await db.transaction(async (tx) => {
    for (const [position, id] of ids.entries())
      await tx.update(courseSections).set({ position }).where(eq(courseSections.id, id))
  })
}

/** Sets each topic's position to its index in `ids`, in one transaction. */
export async function reorderTopics(db: Db, ids: readonly number[]) {
  await db.transaction(async (tx) => {
    for (const [position, id] of ids.entries())
      await tx.update(courseTopics).set({ position }).where(eq(courseTopics.id, id))
  })
}

/**
 * Recomputes, from the stored topics and ticks, the course's totalTasks, lectures and durations, each
 * section's duration, and every learner's completedTasks of the course. Runs inside the caller's
 * transaction, after the write that changed the topics.
 */
async function recountCourse(db: Db, courseId: number) {
  const detailsId = await detailsIdOf(db, courseId)
  const sectionIds = db
    .select({ id: courseSections.id })
    .from(courseSections)
    .where(eq(courseSections.courseDetailsId, detailsId))
  const perSection = await db
    .select({
      sectionId: courseSections.id,
      topics: count(courseTopics.id),
      minutes: sql<number>`coalesce(sum(${courseTopics.minutes}), 0)`.mapWith(Number),
    })
    .from(courseSections)
    .leftJoin(courseTopics, eq(courseTopics.sectionId, courseSections.id))
    .where(eq(courseSections.courseDetailsId, detailsId))
    .groupBy(courseSections.id)
  for (const section of perSection)
    await db
      .update(courseSections)
      .set({ time: `${section.minutes} min` })
      .where(eq(courseSections.id, section.sectionId))
  const topics = perSection.reduce((sum, section) => sum + section.topics, 0)
  const minutes = perSection.reduce((sum, section) => sum + section.minutes, 0)
  await db
    .update(courses)
    .set({ totalTasks: topics, time: courseTimeText(minutes) })
    .where(eq(courses.id, courseId))
  await db
    .update(courseDetails)
    .set({ totalLectures: topics, length: courseLengthText(minutes) })
    .where(eq(courseDetails.id, detailsId))
  // Each learner's ticks of the topics that remain (a removed topic's ticks went with it).
  const ticked = db
    .select({ count: count() })
    .from(courseTopicCompletions)
    .innerJoin(courseTopics, eq(courseTopics.id, courseTopicCompletions.topicId))
    .where(
      and(
        eq(courseTopicCompletions.userId, courseEnrolments.userId),
        inArray(courseTopics.sectionId, sectionIds),
      ),
    )
  await db
    .update(courseEnrolments)
    .set({ completedTasks: sql`(${ticked})` })
    .where(eq(courseEnrolments.courseId, courseId))
}
