// Rules of the academy: the learner's progress answers (a course is complete when completedTasks
// equals totalTasks, spec section 4), the section status text, and the dashboard's figures.
import {
  ACADEMY_ACTIVITY_DAYS,
  ACADEMY_ASSIGNMENTS,
  ACADEMY_TOP_COURSES,
  ACADEMY_TOP_INSTRUCTORS,
  COMMON_MESSAGES,
  COURSE_TAGS,
  type AcademyDashboard,
  type Course,
  type CourseDetails,
  type CourseListQuery,
  type CourseListResponse,
  type CourseProgress,
  type CourseSection,
  type CourseTag,
} from '@aurum/shared'
import type { Db } from '../../db/client.js'
import { notFound } from '../../http/errors.js'
import * as academyRepo from './repo.js'

const DAY_MS = 86_400_000

const courseAnswer = (row: academyRepo.CourseListRow): Course => ({
  id: row.id,
  user: row.tutorName,
  image: row.image,
  tutorImg: row.tutorImg,
  completedTasks: row.completedTasks,
  totalTasks: row.totalTasks,
  userCount: row.userCount,
  note: row.note,
  view: row.view,
  time: row.time,
  logo: row.logo,
  color: row.color,
  courseTitle: row.courseTitle,
  desc: row.description,
  tags: row.tags as CourseTag,
  rating: row.rating,
  ratingCount: row.ratingCount,
  isEnrolled: row.isEnrolled,
})

export async function listCourses(
  db: Db,
  userId: number,
  query: CourseListQuery,
): Promise<CourseListResponse> {
  const [page, totalCourse] = await Promise.all([
    academyRepo.selectCoursesPage(db, userId, query),
    academyRepo.countCourses(db),
  ])
  return { totalCourse, courses: page.rows.map(courseAnswer), total: page.total }
}

/** A course's details for the learner; without an id, the course they touched last (else the first). */
export async function getCourseDetails(db: Db, userId: number, courseId?: number): Promise<CourseDetails> {
  const id = courseId ?? (await academyRepo.selectDefaultCourseId(db, userId))
  const found = id === undefined ? undefined : await academyRepo.selectCourseWithDetails(db, userId, id)
  if (!found) throw notFound(COMMON_MESSAGES.notFound)
  const { course, details } = found
  const rows = await academyRepo.selectContent(db, userId, details.id)
  const sections = new Map<number, CourseSection>()
  for (const row of rows) {
    let section = sections.get(row.sectionId)
    if (!section) {
      section = {
        id: row.sectionId,
        title: row.sectionTitle,
        status: '',
        time: row.sectionTime,
        minutes: 0,
        topics: [],
      }
      sections.set(row.sectionId, section)
    }
    if (row.topicId !== null && row.title !== null && row.time !== null && row.minutes !== null) {
      section.minutes += row.minutes
      section.topics.push({
        id: row.topicId,
        title: row.title,
        time: row.time,
        minutes: row.minutes,
        videoUrl: row.videoUrl,
        isCompleted: row.isCompleted,
      })
    }
  }
  const content = [...sections.values()].map((section) => ({
    ...section,
    status: `${section.topics.filter((topic) => topic.isCompleted).length} / ${section.topics.length}`,
  }))
  return {
    courseId: course.id,
    title: details.title,
    about: details.about,
    instructor: details.instructor,
    instructorAvatar: details.instructorAvatar,
    instructorPosition: details.instructorPosition,
    skillLevel: details.skillLevel,
    totalStudents: details.totalStudents,
    language: details.language,
    isCaptions: details.isCaptions,
    length: details.length,
    totalLectures: details.totalLectures,
    description: details.description,
    minutes: content.reduce((sum, section) => sum + section.minutes, 0),
    content,
    poster: course.image,
    tags: course.tags as CourseTag,
    isEnrolled: found.isEnrolled,
    completedTasks: found.completedTasks,
    totalTasks: course.totalTasks,
  }
}

async function progressOf(db: Db, userId: number, courseId: number): Promise<CourseProgress> {
  const row = await academyRepo.selectProgress(db, userId, courseId)
  if (!row) throw notFound(COMMON_MESSAGES.notFound)
  return {
    courseId,
    isEnrolled: row.isEnrolled,
    completedTasks: row.completedTasks,
    totalTasks: row.totalTasks,
    isComplete: row.isEnrolled && row.completedTasks === row.totalTasks,
  }
}

/** Enrols the learner (again is harmless). */
export async function enrol(db: Db, userId: number, courseId: number): Promise<CourseProgress> {
  if (!(await academyRepo.courseExists(db, courseId))) throw notFound(COMMON_MESSAGES.notFound)
  await academyRepo.insertEnrolment(db, userId, courseId)
  return progressOf(db, userId, courseId)
}

/** Ticks or unticks a topic for the learner, enrolling them in its course on the first tick. */
export async function setTopicProgress(
  db: Db,
  userId: number,
  topicId: number,
  isCompleted: boolean,
): Promise<CourseProgress> {
  const courseId = await academyRepo.selectTopicCourse(db, topicId)
  if (courseId === undefined || courseId === null) throw notFound(COMMON_MESSAGES.notFound)
  await academyRepo.setTopicCompleted(db, userId, courseId, topicId, isCompleted)
  return progressOf(db, userId, courseId)
}

const dayKey = (date: Date) => date.toISOString().slice(0, 10)
const oneDecimal = (value: number) => Math.round(value * 10) / 10

export async function getAcademyDashboard(
  db: Db,
  userId: number,
  now = new Date(),
): Promise<AcademyDashboard> {
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
  const since = new Date(today.getTime() - (ACADEMY_ACTIVITY_DAYS - 1) * DAY_MS)
  const [enrolled, study, popularInstructors, topCourses] = await Promise.all([
    academyRepo.selectEnrolledCourses(db, userId),
    academyRepo.selectStudyMinutes(db, userId, since),
    academyRepo.selectPopularInstructors(db, ACADEMY_TOP_INSTRUCTORS),
    academyRepo.selectTopCourses(db, ACADEMY_TOP_COURSES),
  ])
  const isComplete = (row: (typeof enrolled)[number]) => row.completedTasks === row.totalTasks
  const started = (row: (typeof enrolled)[number]) => row.completedTasks > 0
  const inProgress = enrolled.filter((row) => started(row) && !isComplete(row))
  const perDay = new Map(study.perDay.map((row) => [row.date, row.minutes]))
  const activity = Array.from({ length: ACADEMY_ACTIVITY_DAYS }, (_, index) => {
    const date = dayKey(new Date(since.getTime() + index * DAY_MS))
    return { date, minutes: perDay.get(date) ?? 0 }
  })
  const nextCourse = enrolled.find((row) => !isComplete(row))
  const nextTopic = nextCourse
    ? await academyRepo.selectFirstOpenTopic(db, userId, nextCourse.courseId)
    : undefined
  return {
    hoursSpent: oneDecimal(study.minutes / 60),
    activity,
    courses: {
      enrolled: enrolled.length,
      notStarted: enrolled.filter((row) => !started(row) && !isComplete(row)).length,
      inProgress: inProgress.length,
      completed: enrolled.filter(isComplete).length,
    },
    interests: COURSE_TAGS.map((tag) => {
      const ofTag = enrolled.filter((row) => row.tags === tag)
      return {
        tag,
        courses: ofTag.length,
        completedTasks: ofTag.reduce((sum, row) => sum + row.completedTasks, 0),
      }
    }),
    popularInstructors,
    topCourses,
    upNext:
      nextCourse && nextTopic
        ? {
            courseId: nextCourse.courseId,
            courseTitle: nextCourse.courseTitle,
            topicTitle: nextTopic.title,
            time: nextTopic.time,
            minutes: nextTopic.minutes,
            instructor: nextTopic.instructor,
          }
        : null,
    assignments: inProgress.slice(0, ACADEMY_ASSIGNMENTS).map((row) => ({
      courseId: row.courseId,
      courseTitle: row.courseTitle,
      completedTasks: row.completedTasks,
      totalTasks: row.totalTasks,
      percent: row.totalTasks === 0 ? 0 : oneDecimal((row.completedTasks / row.totalTasks) * 100),
    })),
  }
}
