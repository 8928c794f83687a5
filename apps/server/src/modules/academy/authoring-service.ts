// Rules of course authoring: an author edits only the courses they own (403 for another's, as the
// calendar answers for another's event: courses are visible to every learner); whoever may manage
// courses (the admin) edits any. Reorders must name every item once. Every write answers the
// course as the editor shows it.
import {
  ACADEMY_MESSAGES,
  COMMON_MESSAGES,
  courseLengthText,
  courseTimeText,
  type AppAbility,
  type AuthoringCourse,
  type AuthoringListQuery,
  type AuthoringListResponse,
  type AuthoringSection,
  type CourseOrder,
  type CourseSectionWrite,
  type CourseTag,
  type CourseTopicWrite,
  type CourseWrite,
  type UserData,
} from '@aurum/shared'
import type { Db } from '../../db/client.js'
import { badRequest, forbidden, notFound } from '../../http/errors.js'
import * as uploadsService from '../media/uploads-service.js'
import { avatarUrl, imageUrl } from '../media/urls.js'
import * as authoringRepo from './authoring-repo.js'

export type Author = { user: UserData; ability: AppAbility }

const TAG_LOOK: Record<CourseTag, { logo: string; color: string }> = {
  Web: { logo: 'ri-code-s-slash-line', color: 'primary' },
  Design: { logo: 'ri-palette-line', color: 'secondary' },
  Psychology: { logo: 'ri-brain-line', color: 'info' },
  'UI/UX': { logo: 'ri-layout-line', color: 'success' },
  Art: { logo: 'ri-brush-line', color: 'warning' },
}

/** Whether the author may edit every course, not only their own. */
const editsAny = (author: Author) => author.ability.can('manage', 'Course')

function assertMayEdit(author: Author, found: { ownerId: number | null } | undefined) {
  if (!found) throw notFound(COMMON_MESSAGES.notFound)
  if (!editsAny(author) && found.ownerId !== author.user.id) throw forbidden()
}

async function editableCourse(db: Db, author: Author, courseId: number) {
  assertMayEdit(author, await authoringRepo.selectCourseOwner(db, courseId))
}

async function editableSection(db: Db, author: Author, sectionId: number) {
  const found = await authoringRepo.selectSectionCourse(db, sectionId)
  assertMayEdit(author, found)
  return found!
}

async function editableTopic(db: Db, author: Author, topicId: number) {
  const found = await authoringRepo.selectTopicOwner(db, topicId)
  assertMayEdit(author, found)
  return found!
}

export async function listAuthoredCourses(
  db: Db,
  author: Author,
  query: AuthoringListQuery,
): Promise<AuthoringListResponse> {
  const page = await authoringRepo.selectAuthoringPage(
    db,
    query,
    editsAny(author) ? undefined : author.user.id,
  )
  return {
    total: page.total,
    courses: page.rows.map((row) => ({ ...row, tags: row.tags as CourseTag })),
  }
}

export async function getAuthoredCourse(db: Db, author: Author, courseId: number): Promise<AuthoringCourse> {
  await editableCourse(db, author, courseId)
  return courseAnswer(db, courseId)
}

async function courseAnswer(db: Db, courseId: number): Promise<AuthoringCourse> {
  const found = await authoringRepo.selectAuthoringCourse(db, courseId)
  if (!found) throw notFound(COMMON_MESSAGES.notFound)
  const { course, details } = found
  const sections = new Map<number, AuthoringSection>()
  for (const row of await authoringRepo.selectAuthoringContent(db, details.id)) {
    let section = sections.get(row.sectionId)
    if (!section) {
      section = { id: row.sectionId, title: row.sectionTitle, minutes: 0, topics: [] }
      sections.set(row.sectionId, section)
    }
    if (row.topicId !== null && row.title !== null && row.minutes !== null) {
      section.topics.push({ id: row.topicId, title: row.title, minutes: row.minutes, videoUrl: row.videoUrl })
      section.minutes += row.minutes
    }
  }
  return {
    id: course.id,
    courseTitle: course.courseTitle,
    desc: course.description,
    tags: course.tags as CourseTag,
    about: details.about,
    description: details.description,
    skillLevel: details.skillLevel,
    language: details.language,
    isCaptions: details.isCaptions,
    instructorPosition: details.instructorPosition,
    instructor: details.instructor,
    image: course.image,
    coverUploadId: course.coverUploadId,
    ownerId: course.ownerId,
    totalTasks: course.totalTasks,
    learners: found.learners,
    sections: [...sections.values()],
  }
}

/** The cover's address: the author's own upload (one already on the course is kept), else a drawn poster. */
async function coverOf(db: Db, author: Author, input: CourseWrite, current: string | null) {
  if (input.coverUploadId === null) return imageUrl('course', input.courseTitle)
  if (
    input.coverUploadId !== current &&
    !(await uploadsService.uploadOwnedBy(db, input.coverUploadId, author.user.id))
  )
    throw badRequest({ coverUploadId: [ACADEMY_MESSAGES.uploadId] })
  return uploadsService.uploadUrl(input.coverUploadId)
}

const detailsOf = (input: CourseWrite) => ({
  title: input.courseTitle,
  about: input.about,
  description: input.description,
  skillLevel: input.skillLevel,
  language: input.language,
  isCaptions: input.isCaptions,
  instructorPosition: input.instructorPosition,
})

/** A new course owned by the author, without sections yet; the author is its tutor. */
export async function createCourse(db: Db, author: Author, input: CourseWrite): Promise<AuthoringCourse> {
  const image = await coverOf(db, author, input, null)
  const tutorImg = author.user.avatar ?? avatarUrl(author.user.fullName)
  const courseId = await authoringRepo.insertCourse(
    db,
    {
      tutorName: author.user.fullName,
      tutorImg,
      image,
      coverUploadId: input.coverUploadId,
      totalTasks: 0,
      userCount: 0,
      note: 0,
      view: 0,
      time: courseTimeText(0),
      ...TAG_LOOK[input.tags],
      courseTitle: input.courseTitle,
      description: input.desc,
      tags: input.tags,
      rating: 0,
      ratingCount: 0,
      ownerId: author.user.id,
    },
    {
      ...detailsOf(input),
      instructor: author.user.fullName,
      instructorAvatar: tutorImg,
      totalStudents: 0,
      length: courseLengthText(0),
      totalLectures: 0,
    },
  )
  return courseAnswer(db, courseId)
}

export async function updateCourse(
  db: Db,
  author: Author,
  courseId: number,
  input: CourseWrite,
): Promise<AuthoringCourse> {
  await editableCourse(db, author, courseId)
  const found = await authoringRepo.selectAuthoringCourse(db, courseId)
  if (!found) throw notFound(COMMON_MESSAGES.notFound)
  const image = await coverOf(db, author, input, found.course.coverUploadId)
  await authoringRepo.updateCourse(
    db,
    courseId,
    {
      image,
      coverUploadId: input.coverUploadId,
      ...TAG_LOOK[input.tags],
      courseTitle: input.courseTitle,
      description: input.desc,
      tags: input.tags,
    },
    detailsOf(input),
  )
  return courseAnswer(db, courseId)
}

export async function deleteCourse(db: Db, author: Author, courseId: number) {
  await editableCourse(db, author, courseId)
  await authoringRepo.deleteCourse(db, courseId)
}

export async function addSection(
  db: Db,
  author: Author,
  courseId: number,
  input: CourseSectionWrite,
): Promise<AuthoringCourse> {
  await editableCourse(db, author, courseId)
  await authoringRepo.insertSection(db, courseId, input.title)
  return courseAnswer(db, courseId)
}

export async function renameSection(
  db: Db,
  author: Author,
  sectionId: number,
  input: CourseSectionWrite,
): Promise<AuthoringCourse> {
  const { courseId } = await editableSection(db, author, sectionId)
  await authoringRepo.renameSection(db, sectionId, input.title)
  return courseAnswer(db, courseId)
}

export async function deleteSection(db: Db, author: Author, sectionId: number): Promise<AuthoringCourse> {
  const { courseId } = await editableSection(db, author, sectionId)
  await authoringRepo.deleteSection(db, courseId, sectionId)
  return courseAnswer(db, courseId)
}

/** 400 unless `ids` names each of `current` exactly once. */
function assertSameItems(ids: readonly number[], current: readonly number[]) {
  const wanted = new Set(ids)
  if (wanted.size !== ids.length || ids.length !== current.length || !current.every((id) => wanted.has(id)))
    throw badRequest({ ids: [ACADEMY_MESSAGES.orderMismatch] })
}

export async function reorderSections(
  db: Db,
  author: Author,
  courseId: number,
  input: CourseOrder,
): Promise<AuthoringCourse> {
  await editableCourse(db, author, courseId)
  assertSameItems(input.ids, await authoringRepo.selectSectionIds(db, courseId))
  await authoringRepo.reorderSections(db, input.ids)
  return courseAnswer(db, courseId)
}

export async function addTopic(
  db: Db,
  author: Author,
  sectionId: number,
  input: CourseTopicWrite,
): Promise<AuthoringCourse> {
  const { courseId } = await editableSection(db, author, sectionId)
  await authoringRepo.insertTopic(db, courseId, sectionId, input)
  return courseAnswer(db, courseId)
}

export async function updateTopic(
  db: Db,
  author: Author,
  topicId: number,
  input: CourseTopicWrite,
): Promise<AuthoringCourse> {
  const { courseId } = await editableTopic(db, author, topicId)
  await authoringRepo.updateTopic(db, courseId, topicId, input)
  return courseAnswer(db, courseId)
}

export async function deleteTopic(db: Db, author: Author, topicId: number): Promise<AuthoringCourse> {
  const { courseId } = await editableTopic(db, author, topicId)
  await authoringRepo.deleteTopic(db, courseId, topicId)
  return courseAnswer(db, courseId)
}

export async function reorderTopics(
  db: Db,
  author: Author,
  sectionId: number,
  input: CourseOrder,
): Promise<AuthoringCourse> {
  const { courseId } = await editableSection(db, author, sectionId)
  assertSameItems(input.ids, await authoringRepo.selectTopicIds(db, sectionId))
  await authoringRepo.reorderTopics(db, input.ids)
  return courseAnswer(db, courseId)
}
