import { and, asc, eq, sql, type SQL } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ALL_COURSES_LABEL,
  COURSE_TAGS,
  academyDashboardSchema,
  courseDetailsSchema,
  courseListResponseSchema,
  courseLengthText,
  courseProgressSchema,
  courseTimeText,
} from '@aurum/shared'
import {
  courseDetails,
  courseEnrolments,
  courseSections,
  courseTopicCompletions,
  courseTopics,
  courses,
  users,
} from '../../db/schema/index.js'
import { createTestAppWithLogins, type SignedInRequest, type TestApp } from '../../test/test-app.js'
import { pageOf } from '../../test/list-expectations.js'
import * as academyService from './service.js'

let api: TestApp
let admin: SignedInRequest
let client: SignedInRequest
let adminId: number

type CourseRow = typeof courses.$inferSelect & { completedTasks: number; isEnrolled: boolean }
let rows: CourseRow[]
/** Position of each title in the database's text order (its collation). */
let titleRank: Map<string, number>

async function loadRows() {
  const enrolments = await api.db.select().from(courseEnrolments).where(eq(courseEnrolments.userId, adminId))
  const byCourse = new Map(enrolments.map((row) => [row.courseId, row]))
  rows = (await api.db.select().from(courses)).map((course) => ({
    ...course,
    completedTasks: byCourse.get(course.id)?.completedTasks ?? 0,
    isEnrolled: byCourse.has(course.id),
  }))
}

beforeAll(async () => {
  let adminToken: string
  ;({ api, admin, client, adminToken } = await createTestAppWithLogins())
  void adminToken
  const [row] = await api.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.com'))
  adminId = row!.id
  const titles = await api.db
    .selectDistinct({ text: courses.courseTitle })
    .from(courses)
    .orderBy(asc(courses.courseTitle))
  titleRank = new Map(titles.map((title, index) => [title.text, index]))
  await loadRows()
})
afterAll(() => api.close())

/** The rows of a hand-written statement (node-postgres and PGlite answer in the same shape). */
async function queryRows<T>(query: SQL): Promise<T[]> {
  const result: unknown = await api.db.execute(query)
  return ((result as { rows?: unknown[] }).rows ?? (result as unknown[])) as T[]
}

const list = (query = '') => admin(`/api/apps/academy/courses?${query}`)

type Options = {
  q?: string
  label?: string
  hideCompleted?: boolean
  sortBy?: 'courseName' | 'progress'
  orderBy?: 'asc' | 'desc'
  page?: number
  itemsPerPage?: number
}

/** The spec's list computed plainly over the seeded rows. */
function expected(options: Options) {
  const { q, label, hideCompleted, sortBy, orderBy = 'asc', page = 1, itemsPerPage = 10 } = options
  const term = q?.toLowerCase()
  const matching = rows.filter(
    (row) =>
      (!term || row.courseTitle.toLowerCase().includes(term) || row.tutorName.toLowerCase().includes(term)) &&
      (!label || label === ALL_COURSES_LABEL || row.tags === label) &&
      // Complete: followed with every topic ticked (a course not followed never is).
      (!hideCompleted || !row.isEnrolled || row.completedTasks < row.totalTasks),
  )
  const key = (row: CourseRow) =>
    sortBy === 'courseName'
      ? titleRank.get(row.courseTitle)!
      : sortBy === 'progress'
        ? row.totalTasks === 0
          ? 0
          : row.completedTasks / row.totalTasks
        : row.id
  const direction = orderBy === 'desc' ? -1 : 1
  const sorted = [...matching].sort((a, b) => direction * (key(a) - key(b) || a.id - b.id))
  return {
    ...pageOf(sorted, page, itemsPerPage),
  }
}

const ids = (answer: { json: { courses: { id: number }[] } }) =>
  answer.json.courses.map((course) => course.id)

describe('permissions of the academy routes', () => {
  it.each([
    ['GET', '/api/apps/academy/courses'],
    ['GET', '/api/apps/academy/course-details'],
    ['GET', '/api/apps/academy/course-details/1'],
    ['POST', '/api/apps/academy/courses/1/enrolment'],
    ['PUT', '/api/apps/academy/topics/1/progress'],
    ['GET', '/api/dashboards/academy'],
  ])('%s %s: 401 for a visitor, 403 for the client', async (method, path) => {
    const body = method === 'PUT' ? { isCompleted: true } : undefined
    expect((await api.request(path, { method, body })).status).toBe(401)
    expect((await client(path, { method, body })).status).toBe(403)
  })
})

describe('GET /api/apps/academy/courses', () => {
  it('answers the 25 seeded courses with totalCourse, courses and total', async () => {
    const answer = await list('itemsPerPage=100')
    expect(answer.status).toBe(200)
    const body = courseListResponseSchema.parse(answer.json)
    expect(rows).toHaveLength(25)
    expect(body.totalCourse).toBe(25)
    expect(body.total).toBe(25)
    expect(ids(answer)).toEqual(expected({ itemsPerPage: 100 }).ids)
    const first = body.courses[0]!
    const row = rows.find((course) => course.id === first.id)!
    expect(first).toMatchObject({
      user: row.tutorName,
      courseTitle: row.courseTitle,
      desc: row.description,
      completedTasks: row.completedTasks,
      totalTasks: row.totalTasks,
      tags: row.tags,
    })
  })

  it.each(['courseName', 'progress'] as const)('sorts by %s both ways across pages', async (sortBy) => {
    for (const orderBy of ['asc', 'desc'] as const)
      for (const page of [1, 2, 3]) {
        const answer = await list(`sortBy=${sortBy}&orderBy=${orderBy}&page=${page}&itemsPerPage=10`)
        expect(answer.status).toBe(200)
        const want = expected({ sortBy, orderBy, page })
        expect(ids(answer)).toEqual(want.ids)
        expect(answer.json.total).toBe(want.total)
      }
  })

  it.each([ALL_COURSES_LABEL, ...COURSE_TAGS])('filters by the label %s', async (label) => {
    const answer = await list(`label=${encodeURIComponent(label)}&itemsPerPage=100`)
    const want = expected({ label, itemsPerPage: 100 })
    expect(want.total).toBeGreaterThan(0)
    expect(ids(answer)).toEqual(want.ids)
    expect(answer.json.total).toBe(want.total)
    expect(answer.json.totalCourse).toBe(25)
  })

  it('hides the completed courses', async () => {
    const answer = await list('hideCompleted=true&itemsPerPage=100')
    const want = expected({ hideCompleted: true, itemsPerPage: 100 })
    expect(want.total).toBeLessThan(25)
    expect(ids(answer)).toEqual(want.ids)
    for (const course of answer.json.courses) expect(course.completedTasks).toBeLessThan(course.totalTasks)
  })

  it('searches the title or the tutor, combined with the other filters', async () => {
    const tutorWord = rows[3]!.tutorName.split(' ')[0]!.toUpperCase()
    for (const options of [
      { q: 'design' },
      { q: tutorWord },
      { q: 'a', label: 'Web', hideCompleted: true, sortBy: 'progress', orderBy: 'desc' },
    ] as Options[]) {
      const query = new URLSearchParams(
        Object.entries(options).map(([key, value]): [string, string] => [key, String(value)]),
      ).toString()
      const answer = await list(`${query}&itemsPerPage=100`)
      const want = expected({ ...options, itemsPerPage: 100 })
      expect(want.total).toBeGreaterThan(0)
      expect(ids(answer)).toEqual(want.ids)
      expect(answer.json.total).toBe(want.total)
    }
  })

  it.each([
    ['an unknown sortBy', 'sortBy=title', 'sortBy'],
    ['an unknown label', 'label=Cooking', 'label'],
    ['a bad orderBy', 'orderBy=up', 'orderBy'],
    ['a bad page', 'page=0', 'page'],
    ['a bad hideCompleted', 'hideCompleted=yes', 'hideCompleted'],
  ])('400 for %s', async (_name, query, field) => {
    const answer = await list(query)
    expect(answer.status).toBe(400)
    expect(answer.json.codes[field]).toBeDefined()
  })
})

describe('course details and progress', () => {
  it('answers the details of a course by id with its sections and the learner’s ticks', async () => {
    const course = rows[2]!
    const answer = await admin(`/api/apps/academy/course-details/${course.id}`)
    expect(answer.status).toBe(200)
    const details = courseDetailsSchema.parse(answer.json)
    expect(details.courseId).toBe(course.id)
    expect(details.title).toBe(course.courseTitle)
    const topics = details.content.flatMap((section) => section.topics)
    expect(topics).toHaveLength(course.totalTasks)
    expect(topics.filter((topic) => topic.isCompleted)).toHaveLength(course.completedTasks)
    for (const section of details.content) {
      expect(section.status).toBe(
        `${section.topics.filter((topic) => topic.isCompleted).length} / ${section.topics.length}`,
      )
      // The durations as numbers (for the reader's language) say what the spec's texts say.
      for (const topic of section.topics) expect(topic.time).toBe(`${topic.minutes} min`)
      expect(section.minutes).toBe(section.topics.reduce((sum, topic) => sum + topic.minutes, 0))
      expect(section.time).toBe(`${section.minutes} min`)
    }
    // The course's length, on the list and on its details, is that of its topics.
    expect(details.minutes).toBe(details.content.reduce((sum, section) => sum + section.minutes, 0))
    expect(details.length).toBe(courseLengthText(details.minutes))
    expect(course.time).toBe(courseTimeText(details.minutes))
    // No video by default: nothing is fetched from outside.
    for (const topic of topics) expect(topic.videoUrl).toBeNull()
  })

  it('answers the course touched last without an id, 404 for an unknown id, 400 for a bad one', async () => {
    const answer = await admin('/api/apps/academy/course-details')
    expect(answer.status).toBe(200)
    const [last] = await api.db
      .select({ courseId: courseEnrolments.courseId })
      .from(courseEnrolments)
      .where(eq(courseEnrolments.userId, adminId))
      .orderBy(sql`${courseEnrolments.lastActivityAt} desc`, asc(courseEnrolments.courseId))
      .limit(1)
    expect(answer.json.courseId).toBe(last!.courseId)
    expect((await admin('/api/apps/academy/course-details/999999')).status).toBe(404)
    expect((await admin('/api/apps/academy/course-details/abc')).status).toBe(400)
  })

  it('ticking every topic completes the course; unticking one reopens it; the list follows', async () => {
    const course = rows.find((row) => row.completedTasks < row.totalTasks && row.completedTasks > 0)!
    const details = courseDetailsSchema.parse(
      (await admin(`/api/apps/academy/course-details/${course.id}`)).json,
    )
    const open = details.content.flatMap((section) => section.topics).filter((topic) => !topic.isCompleted)
    let progress = courseProgressSchema.parse({
      courseId: 0,
      isEnrolled: true,
      completedTasks: 0,
      totalTasks: 0,
      isComplete: false,
    })
    for (const topic of open) {
      const answer = await admin(`/api/apps/academy/topics/${topic.id}/progress`, {
        method: 'PUT',
        body: { isCompleted: true },
      })
      expect(answer.status).toBe(200)
      progress = courseProgressSchema.parse(answer.json)
    }
    expect(progress).toEqual({
      courseId: course.id,
      isEnrolled: true,
      completedTasks: course.totalTasks,
      totalTasks: course.totalTasks,
      isComplete: true,
    })
    // Ticking again changes nothing.
    const again = await admin(`/api/apps/academy/topics/${open[0]!.id}/progress`, {
      method: 'PUT',
      body: { isCompleted: true },
    })
    expect(again.json.completedTasks).toBe(course.totalTasks)
    const hidden = await list('hideCompleted=true&itemsPerPage=100')
    expect(ids(hidden)).not.toContain(course.id)

    const undone = await admin(`/api/apps/academy/topics/${open[0]!.id}/progress`, {
      method: 'PUT',
      body: { isCompleted: false },
    })
    expect(undone.json).toMatchObject({ completedTasks: course.totalTasks - 1, isComplete: false })
    // The stored count equals the stored ticks.
    const [stored] = await api.db
      .select({ completedTasks: courseEnrolments.completedTasks })
      .from(courseEnrolments)
      .where(and(eq(courseEnrolments.userId, adminId), eq(courseEnrolments.courseId, course.id)))
    const [ticks] = await api.db
      .select({ count: sql<number>`count(*)::int` })
      .from(courseTopicCompletions)
      .innerJoin(courseTopics, eq(courseTopics.id, courseTopicCompletions.topicId))
      .innerJoin(courseSections, eq(courseSections.id, courseTopics.sectionId))
      .innerJoin(courseDetails, eq(courseDetails.id, courseSections.courseDetailsId))
      .where(and(eq(courseTopicCompletions.userId, adminId), eq(courseDetails.courseId, course.id)))
    expect(stored!.completedTasks).toBe(course.totalTasks - 1)
    expect(ticks!.count).toBe(course.totalTasks - 1)
    await loadRows()
  })

  it('keeps progress per learner: another user sees the course untouched until they enrol', async () => {
    const [other] = await api.db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.email} <> 'admin@demo.com'`)
      .limit(1)
    const course = rows.find((row) => row.completedTasks > 0)!
    const theirs = await academyService.getCourseDetails(api.db, other!.id, course.id)
    expect(theirs.isEnrolled).toBe(false)
    expect(theirs.completedTasks).toBe(0)
    expect(theirs.content.flatMap((section) => section.topics).some((topic) => topic.isCompleted)).toBe(false)
    const enrolled = await academyService.enrol(api.db, other!.id, course.id)
    expect(enrolled).toEqual({
      courseId: course.id,
      isEnrolled: true,
      completedTasks: 0,
      totalTasks: course.totalTasks,
      isComplete: false,
    })
  })

  it('enrols through the API, 404 for an unknown course or topic, 400 for a bad body', async () => {
    const answer = await admin(`/api/apps/academy/courses/${rows[0]!.id}/enrolment`, { method: 'POST' })
    expect(answer.status).toBe(201)
    expect(answer.json.isEnrolled).toBe(true)
    expect((await admin('/api/apps/academy/courses/999999/enrolment', { method: 'POST' })).status).toBe(404)
    expect(
      (
        await admin('/api/apps/academy/topics/999999/progress', {
          method: 'PUT',
          body: { isCompleted: true },
        })
      ).status,
    ).toBe(404)
    expect(
      (await admin('/api/apps/academy/topics/1/progress', { method: 'PUT', body: { isCompleted: 'yes' } }))
        .status,
    ).toBe(400)
  })
})

describe('GET /api/dashboards/academy', () => {
  it('computes each figure from the stored courses and progress', async () => {
    await loadRows()
    const answer = await admin('/api/dashboards/academy')
    expect(answer.status).toBe(200)
    const figures = academyDashboardSchema.parse(answer.json)
    const enrolled = rows.filter((row) => row.isEnrolled)
    expect(figures.courses).toEqual({
      enrolled: enrolled.length,
      notStarted: enrolled.filter((row) => row.completedTasks === 0 && row.totalTasks > 0).length,
      inProgress: enrolled.filter((row) => row.completedTasks > 0 && row.completedTasks < row.totalTasks)
        .length,
      completed: enrolled.filter((row) => row.completedTasks === row.totalTasks).length,
    })
    const [minutes] = await queryRows<{ minutes: number }>(sql`
        select coalesce(sum(t.minutes), 0)::int as minutes
        from course_topic_completions c join course_topics t on t.id = c.topic_id
        where c.user_id = ${adminId}`)
    expect(figures.hoursSpent).toBe(Math.round((minutes!.minutes / 60) * 10) / 10)
    for (const interest of figures.interests) {
      const ofTag = enrolled.filter((row) => row.tags === interest.tag)
      expect(interest.courses).toBe(ofTag.length)
      expect(interest.completedTasks).toBe(ofTag.reduce((sum, row) => sum + row.completedTasks, 0))
    }
    const topStudents = [...rows].sort(
      (a, b) => b.userCount - a.userCount || b.rating - a.rating || a.id - b.id,
    )
    expect(figures.topCourses.map((course) => course.id)).toEqual(
      topStudents.slice(0, 5).map((row) => row.id),
    )
    const instructors = await queryRows<{ name: string; students: number }>(sql`
        select d.instructor as name, sum(c.user_count)::int as students
        from course_details d join courses c on c.id = d.course_id
        group by d.instructor order by sum(c.user_count) desc, d.instructor asc limit 4`)
    expect(figures.popularInstructors.map(({ name, students }) => ({ name, students }))).toEqual(instructors)
    for (const assignment of figures.assignments) {
      const row = rows.find((course) => course.id === assignment.courseId)!
      expect(assignment.completedTasks).toBe(row.completedTasks)
      expect(assignment.completedTasks).toBeLessThan(row.totalTasks)
    }
    expect(figures.upNext).not.toBeNull()
    expect(figures.upNext!.time).toBe(`${figures.upNext!.minutes} min`)
  })
})
