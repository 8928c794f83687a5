import { and, eq, isNull } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { ACADEMY_MESSAGES, authoringCourseSchema, type AuthoringCourse } from '@aurum/shared'
import { courseEnrolments, courses, users } from '../../db/schema/index.js'
import { insertSignedInUser, useTestAppWithLogins, type SignedInRequest } from '../../test/test-app.js'

let author: SignedInRequest
let otherAuthor: SignedInRequest
let authorId: number

const signUpAuthor = (email: string, fullName: string) =>
  insertSignedInUser(api, {
    fullName,
    username: email.split('@')[0]!,
    email,
    password: 'author-pass',
    role: 'author',
  })

const { api, admin, client } = useTestAppWithLogins()

beforeAll(async () => {
  const first = await signUpAuthor('ada.author@demo.com', 'Ada Author')
  author = first.request
  authorId = first.id
  otherAuthor = (await signUpAuthor('bo.author@demo.com', 'Bo Writer')).request
})

const newCourse = {
  courseTitle: 'Accessible Forms',
  desc: 'Labels, errors and focus that work for everyone',
  tags: 'Web',
  about: 'A short course on forms.',
  description: ['First paragraph.', 'Second paragraph.'],
  skillLevel: 'Beginner',
  language: 'English',
  isCaptions: true,
  instructorPosition: 'Front-end engineer',
  coverUploadId: null,
}

async function createCourse(as: SignedInRequest = author): Promise<AuthoringCourse> {
  const created = await as('/api/apps/academy/courses', { method: 'POST', body: newCourse })
  expect(created.status).toBe(201)
  return authoringCourseSchema.parse(created.json)
}

/** Adds a section with `titles.length` topics of 10 minutes each; answers the course after it. */
async function addSectionWithTopics(courseId: number, section: string, titles: string[]) {
  const added = await author(`/api/apps/academy/courses/${courseId}/sections`, {
    method: 'POST',
    body: { title: section },
  })
  expect(added.status).toBe(201)
  let course = authoringCourseSchema.parse(added.json)
  const sectionId = course.sections.at(-1)!.id
  for (const title of titles) {
    const topic = await author(`/api/apps/academy/sections/${sectionId}/topics`, {
      method: 'POST',
      body: { title, minutes: 10, videoUrl: '/media/lesson.mp4' },
    })
    expect(topic.status).toBe(201)
    course = authoringCourseSchema.parse(topic.json)
  }
  return course
}

describe('course authoring', () => {
  it('lets an author create a course they own, with sections and topics the learner sees', async () => {
    const course = await createCourse()
    expect(course).toMatchObject({
      courseTitle: newCourse.courseTitle,
      ownerId: authorId,
      instructor: 'Ada Author',
    })
    expect(course.image).toMatch(/^\/api\/media\/image\/course\//)
    const filled = await addSectionWithTopics(course.id, 'Basics', ['Labels', 'Errors'])
    expect(filled.totalTasks).toBe(2)
    expect(filled.sections).toEqual([
      expect.objectContaining({
        title: 'Basics',
        minutes: 20,
        topics: [
          expect.objectContaining({ title: 'Labels', minutes: 10, videoUrl: '/media/lesson.mp4' }),
          expect.objectContaining({ title: 'Errors', minutes: 10 }),
        ],
      }),
    ])
    const details = await client(`/api/apps/academy/course-details/${course.id}`)
    expect(details.status).toBe(403) // the client role has no Course ability
    const seen = await admin(`/api/apps/academy/course-details/${course.id}`)
    expect(seen.status).toBe(200)
    expect(seen.json).toMatchObject({ title: newCourse.courseTitle, totalTasks: 2, totalLectures: 2 })
    expect(seen.json.content[0].topics.map((topic: { title: string }) => topic.title)).toEqual([
      'Labels',
      'Errors',
    ])
    const list = await admin(`/api/apps/academy/courses?q=${encodeURIComponent(newCourse.courseTitle)}`)
    expect(list.json.courses).toEqual([
      expect.objectContaining({ id: course.id, totalTasks: 2, user: 'Ada Author' }),
    ])
  })

  it("keeps a learner's totalTasks and completedTasks equal to the stored topics and ticks", async () => {
    const course = await addSectionWithTopics((await createCourse()).id, 'Part one', ['A', 'B', 'C'])
    const [a, b] = course.sections[0]!.topics
    for (const topic of [a!, b!]) {
      const ticked = await admin(`/api/apps/academy/topics/${topic.id}/progress`, {
        method: 'PUT',
        body: { isCompleted: true },
      })
      expect(ticked.json).toMatchObject({ completedTasks: expect.any(Number), totalTasks: 3 })
    }
    const progress = async () =>
      (
        await admin(
          `/api/apps/academy/courses?q=${encodeURIComponent(newCourse.courseTitle)}&itemsPerPage=100`,
        )
      ).json.courses.find((row: { id: number }) => row.id === course.id)
    expect(await progress()).toMatchObject({ completedTasks: 2, totalTasks: 3 })
    // A new topic: the learner has one more to do.
    await addSectionWithTopics(course.id, 'Part two', ['D'])
    expect(await progress()).toMatchObject({ completedTasks: 2, totalTasks: 4 })
    // Removing a ticked topic removes the tick too.
    expect((await author(`/api/apps/academy/topics/${a!.id}`, { method: 'DELETE' })).status).toBe(200)
    expect(await progress()).toMatchObject({ completedTasks: 1, totalTasks: 3 })
    // Removing a section removes its topics.
    const after = await author(`/api/apps/academy/sections/${course.sections[0]!.id}`, { method: 'DELETE' })
    expect(after.status).toBe(200)
    expect(after.json.totalTasks).toBe(1)
    expect(await progress()).toMatchObject({ completedTasks: 0, totalTasks: 1 })
    const [stored] = await api.db
      .select()
      .from(courseEnrolments)
      .innerJoin(users, eq(users.id, courseEnrolments.userId))
      .where(and(eq(courseEnrolments.courseId, course.id), eq(users.email, 'admin@demo.com')))
    expect(stored?.course_enrolments.completedTasks).toBe(0)
  })

  it('edits the facts, renames sections and edits topics', async () => {
    const course = await addSectionWithTopics((await createCourse()).id, 'Old name', ['Topic'])
    const facts = await author(`/api/apps/academy/courses/${course.id}`, {
      method: 'PUT',
      body: { ...newCourse, courseTitle: 'Forms, revised', tags: 'UI/UX', skillLevel: 'Advanced' },
    })
    expect(facts.status).toBe(200)
    expect(facts.json).toMatchObject({ courseTitle: 'Forms, revised', tags: 'UI/UX', skillLevel: 'Advanced' })
    const renamed = await author(`/api/apps/academy/sections/${course.sections[0]!.id}`, {
      method: 'PUT',
      body: { title: 'New name' },
    })
    expect(renamed.json.sections[0].title).toBe('New name')
    const topicId = course.sections[0]!.topics[0]!.id
    const topic = await author(`/api/apps/academy/topics/${topicId}`, {
      method: 'PUT',
      body: { title: 'Topic, longer', minutes: 45, videoUrl: 'https://videos.example.com/t.mp4' },
    })
    expect(topic.json.sections[0].topics[0]).toEqual({
      id: topicId,
      title: 'Topic, longer',
      minutes: 45,
      videoUrl: 'https://videos.example.com/t.mp4',
    })
    const [row] = await api.db.select().from(courses).where(eq(courses.id, course.id))
    expect(row).toMatchObject({ courseTitle: 'Forms, revised', time: '0h 45m', totalTasks: 1 })
  })

  it('reorders sections and topics, and refuses an order that does not name each once', async () => {
    let course = await addSectionWithTopics((await createCourse()).id, 'One', ['a', 'b', 'c'])
    course = await addSectionWithTopics(course.id, 'Two', [])
    const [one, two] = course.sections.map((section) => section.id)
    const moved = await author(`/api/apps/academy/courses/${course.id}/section-order`, {
      method: 'PUT',
      body: { ids: [two, one] },
    })
    expect(moved.status).toBe(200)
    expect(moved.json.sections.map((section: { title: string }) => section.title)).toEqual(['Two', 'One'])
    const [a, b, c] = course.sections[0]!.topics.map((topic) => topic.id)
    const topics = await author(`/api/apps/academy/sections/${one}/topic-order`, {
      method: 'PUT',
      body: { ids: [c, a, b] },
    })
    expect(topics.json.sections[1].topics.map((topic: { title: string }) => topic.title)).toEqual([
      'c',
      'a',
      'b',
    ])
    const details = await admin(`/api/apps/academy/course-details/${course.id}`)
    expect(details.json.content.map((section: { title: string }) => section.title)).toEqual(['Two', 'One'])
    for (const ids of [
      [a, b],
      [a, a, b],
      [a, b, c, 999_999],
      [c, a, two],
    ]) {
      const refused = await author(`/api/apps/academy/sections/${one}/topic-order`, {
        method: 'PUT',
        body: { ids },
      })
      expect(refused.status, JSON.stringify(ids)).toBe(400)
      expect(refused.json.codes.ids[0].code).toBe(ACADEMY_MESSAGES.orderMismatch)
    }
    const wrongCourse = await author(`/api/apps/academy/courses/${course.id}/section-order`, {
      method: 'PUT',
      body: { ids: [one] },
    })
    expect(wrongCourse.status).toBe(400)
  })

  it("refuses another author's course (403), and unknown ids (404)", async () => {
    const course = await addSectionWithTopics((await createCourse()).id, 'Mine', ['x'])
    const sectionId = course.sections[0]!.id
    const topicId = course.sections[0]!.topics[0]!.id
    const attempts: [string, string, unknown?][] = [
      ['GET', `/api/apps/academy/authoring/courses/${course.id}`],
      ['PUT', `/api/apps/academy/courses/${course.id}`, newCourse],
      ['POST', `/api/apps/academy/courses/${course.id}/sections`, { title: 'Theirs' }],
      ['PUT', `/api/apps/academy/courses/${course.id}/section-order`, { ids: [sectionId] }],
      ['PUT', `/api/apps/academy/sections/${sectionId}`, { title: 'Theirs' }],
      ['DELETE', `/api/apps/academy/sections/${sectionId}`],
      ['POST', `/api/apps/academy/sections/${sectionId}/topics`, { title: 'Theirs', minutes: 3 }],
      ['PUT', `/api/apps/academy/sections/${sectionId}/topic-order`, { ids: [topicId] }],
      ['PUT', `/api/apps/academy/topics/${topicId}`, { title: 'Theirs', minutes: 3 }],
      ['DELETE', `/api/apps/academy/topics/${topicId}`],
    ]
    for (const [method, path, body] of attempts) {
      const answer = await otherAuthor(path, { method, body })
      expect(answer.status, `${method} ${path}`).toBe(403)
    }
    // Nothing changed.
    const unchanged = await author(`/api/apps/academy/authoring/courses/${course.id}`)
    expect(unchanged.json.sections).toEqual(course.sections)
    // The seeded catalogue has no owner: only an admin edits it.
    const [seeded] = await api.db
      .select({ id: courses.id })
      .from(courses)
      .where(isNull(courses.ownerId))
      .limit(1)
    expect((await author(`/api/apps/academy/authoring/courses/${seeded!.id}`)).status).toBe(403)
    expect((await admin(`/api/apps/academy/authoring/courses/${seeded!.id}`)).status).toBe(200)
    // An admin edits an author's course.
    expect(
      (await admin(`/api/apps/academy/sections/${sectionId}`, { method: 'PUT', body: { title: 'By admin' } }))
        .status,
    ).toBe(200)
    for (const path of ['/api/apps/academy/authoring/courses/999999', '/api/apps/academy/sections/999999'])
      expect(
        (await author(path, path.includes('sections') ? { method: 'PUT', body: { title: 'x' } } : {})).status,
      ).toBe(404)
  })

  it('refuses the client role and visitors', async () => {
    expect((await client('/api/apps/academy/courses', { method: 'POST', body: newCourse })).status).toBe(403)
    expect((await client('/api/apps/academy/authoring/courses')).status).toBe(403)
    expect((await api.request('/api/apps/academy/courses', { method: 'POST', body: newCourse })).status).toBe(
      401,
    )
  })

  it('answers 400 for bad input, never 500', async () => {
    const course = await addSectionWithTopics((await createCourse()).id, 'S', ['t'])
    const sectionId = course.sections[0]!.id
    const bad: [string, string, unknown][] = [
      ['POST', '/api/apps/academy/courses', { ...newCourse, courseTitle: '   ' }],
      ['POST', '/api/apps/academy/courses', { ...newCourse, tags: 'Cooking' }],
      ['POST', '/api/apps/academy/courses', { ...newCourse, skillLevel: 'Wizard' }],
      ['POST', '/api/apps/academy/courses', { ...newCourse, courseTitle: 'x'.repeat(500) }],
      ['POST', '/api/apps/academy/courses', { ...newCourse, coverUploadId: 'not-mine' }],
      ['POST', '/api/apps/academy/courses', 'not json'],
      ['PUT', `/api/apps/academy/courses/${course.id}`, { courseTitle: 'only a title' }],
      ['POST', `/api/apps/academy/courses/${course.id}/sections`, { title: '' }],
      [
        'POST',
        `/api/apps/academy/sections/${sectionId}/topics`,
        { title: 'v', minutes: 5, videoUrl: 'javascript:alert(1)' },
      ],
      [
        'POST',
        `/api/apps/academy/sections/${sectionId}/topics`,
        { title: 'v', minutes: 5, videoUrl: '//evil.example/v.mp4' },
      ],
      ['POST', `/api/apps/academy/sections/${sectionId}/topics`, { title: 'v', minutes: -1 }],
      ['POST', `/api/apps/academy/sections/${sectionId}/topics`, { title: 'v', minutes: 99999 }],
      ['POST', `/api/apps/academy/sections/abc/topics`, { title: 'v', minutes: 5 }],
      ['PUT', `/api/apps/academy/sections/${sectionId}/topic-order`, { ids: 'all' }],
      ['PUT', `/api/apps/academy/sections/${sectionId}/topic-order`, { ids: [1.5] }],
      ['PUT', `/api/apps/academy/topics/99999999999`, { title: 'v', minutes: 5 }],
    ]
    for (const [method, path, body] of bad) {
      const answer = await author(path, { method, body })
      expect(answer.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400)
    }
    const video = await author(`/api/apps/academy/sections/${sectionId}/topics`, {
      method: 'POST',
      body: { title: 'v', minutes: 5, videoUrl: 'ftp://host/v.mp4' },
    })
    expect(video.json.codes.videoUrl[0].code).toBe(ACADEMY_MESSAGES.videoUrl)
  })

  it("lists an author's own courses, and every course for an admin; deleting needs the delete ability", async () => {
    const course = await createCourse()
    const mine = await author('/api/apps/academy/authoring/courses?itemsPerPage=100')
    expect(mine.status).toBe(200)
    expect(mine.json.courses.every((row: { ownerId: number }) => row.ownerId === authorId)).toBe(true)
    expect(mine.json.courses[0].id).toBe(course.id) // newest first
    const theirs = await otherAuthor('/api/apps/academy/authoring/courses')
    expect(theirs.json).toEqual({ courses: [], total: 0 })
    const all = await admin('/api/apps/academy/authoring/courses?itemsPerPage=1')
    expect(all.json.total).toBe(await api.db.$count(courses))
    // The author role is not given `delete Course`; an admin deletes.
    expect((await author(`/api/apps/academy/courses/${course.id}`, { method: 'DELETE' })).status).toBe(403)
    expect((await admin(`/api/apps/academy/courses/${course.id}`, { method: 'DELETE' })).status).toBe(204)
    expect((await admin(`/api/apps/academy/course-details/${course.id}`)).status).toBe(404)
  })
})
