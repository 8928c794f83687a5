// HTTP of /api/apps/academy (spec section 7, and beyond it: a course's details by id, enrolment,
// ticking topics). Every answer carries the signed-in learner's own progress; the Course ability is
// required (the client role and visitors are refused). Following a course and ticking its topics
// change only the learner's own records, so reading courses is the ability they need.
import {
  courseDetailsSchema,
  courseListQuerySchema,
  courseListResponseSchema,
  courseProgressSchema,
  fieldErrorsSchema,
  idParamSchema,
  messageSchema,
  topicProgressSchema,
} from '@aurum/shared'
import type { Db } from '../../db/client.js'
import { ApiRouter } from '../../http/api-router.js'
import * as academyService from './service.js'

const tags = ['academy']
const access = { action: 'read', subject: 'Course' } as const
const badInput = { description: 'Invalid input', schema: fieldErrorsSchema }
const notFoundAnswer = { description: 'No such course or topic', schema: messageSchema }

export function createAcademyRouter({ db }: { db: Db }) {
  return new ApiRouter()
    .get(
      {
        path: '/apps/academy/courses',
        summary:
          'Courses with your progress: q (course title or tutor), label (All Courses or a tag), hideCompleted, sortBy (courseName, progress), orderBy, paged; totalCourse counts the whole catalogue, total the matches',
        tags,
        access,
        query: courseListQuerySchema,
        responses: {
          200: { description: 'A page of courses', schema: courseListResponseSchema },
          400: badInput,
        },
      },
      async (c, { query, auth }) => c.json(await academyService.listCourses(db, auth.user.id, query)),
    )
    .get(
      {
        path: '/apps/academy/course-details',
        summary:
          "The details of the course you touched last (else the catalogue's first), with your ticked topics",
        tags,
        access,
        responses: {
          200: { description: 'Course details', schema: courseDetailsSchema },
          404: notFoundAnswer,
        },
      },
      async (c, { auth }) => c.json(await academyService.getCourseDetails(db, auth.user.id)),
    )
    .get(
      {
        path: '/apps/academy/course-details/:id',
        summary: "A course's details by course id, with your ticked topics",
        tags,
        access,
        params: idParamSchema,
        responses: {
          200: { description: 'Course details', schema: courseDetailsSchema },
          400: badInput,
          404: notFoundAnswer,
        },
      },
      async (c, { params, auth }) =>
        c.json(await academyService.getCourseDetails(db, auth.user.id, params.id)),
    )
    .post(
      {
        path: '/apps/academy/courses/:id/enrolment',
        summary: 'Follow a course (again is harmless)',
        tags,
        access,
        params: idParamSchema,
        responses: {
          201: { description: 'Your standing in the course', schema: courseProgressSchema },
          400: badInput,
          404: notFoundAnswer,
        },
      },
      async (c, { params, auth }) => c.json(await academyService.enrol(db, auth.user.id, params.id), 201),
    )
    .put(
      {
        path: '/apps/academy/topics/:id/progress',
        summary:
          "Tick (isCompleted true) or untick a topic: your course's completedTasks follows; the first tick enrols you; the course is complete when every topic is ticked",
        tags,
        access,
        params: idParamSchema,
        body: topicProgressSchema,
        responses: {
          200: { description: 'Your standing in the course', schema: courseProgressSchema },
          400: badInput,
          404: notFoundAnswer,
        },
      },
      async (c, { params, body, auth }) =>
        c.json(await academyService.setTopicProgress(db, auth.user.id, params.id, body.isCompleted)),
    )
}
