// HTTP of /api/apps/academy (spec section 7, and beyond it: a course's details by id, enrolment,
// ticking topics). Every answer carries the signed-in learner's own progress; the Course ability is
// required (the client role and visitors are refused). Following a course and ticking its topics
// change only the learner's own records, so reading courses is the ability they need.
import {
  type AuthoringCourse,
  authoringCourseSchema,
  authoringListQuerySchema,
  authoringListResponseSchema,
  courseOrderSchema,
  courseSectionWriteSchema,
  courseTopicWriteSchema,
  courseWriteSchema,
  courseDetailsSchema,
  courseListQuerySchema,
  courseListResponseSchema,
  courseProgressSchema,
  fieldErrorsSchema,
  idParamSchema,
  messageSchema,
  topicProgressSchema,
} from '@aurum/shared'
import type { z } from 'zod'
import type { AuthContext } from '../../auth/types.js'
import type { Db } from '../../db/client.js'
import { ApiRouter } from '../../http/api-router.js'
import * as authoringService from './authoring-service.js'
import * as academyService from './service.js'

const tags = ['academy']
const access = { action: 'read', subject: 'Course' } as const
const badInput = { description: 'Invalid input', schema: fieldErrorsSchema }
const notFoundAnswer = { description: 'No such course or topic', schema: messageSchema }
// Authoring: creating needs `create Course`, every other write `update Course` (a section or topic
// is part of its course), removing a whole course `delete Course`; an author edits only their own.
const authoring = { action: 'update', subject: 'Course' } as const
const notYours = { description: "Another author's course", schema: messageSchema }
const edited = { description: 'The course as the editor shows it', schema: authoringCourseSchema }
const authoringAnswers = { 200: edited, 400: badInput, 403: notYours, 404: notFoundAnswer }
const addedAnswers = { 201: edited, 400: badInput, 403: notYours, 404: notFoundAnswer }

type CourseEdit = { path: string; summary: string }
type CourseWrite<B extends z.ZodType> = CourseEdit & {
  body: B
  write: (auth: AuthContext, id: number, body: z.output<B>) => Promise<AuthoringCourse>
}

/** PUT on a part of one of your courses (`:id`): the course comes back as the editor shows it. */
const courseEdit =
  <B extends z.ZodType>(route: CourseWrite<B>) =>
  (router: ApiRouter) =>
    router.put(
      {
        path: route.path,
        summary: route.summary,
        tags,
        access: authoring,
        params: idParamSchema,
        body: route.body,
        responses: authoringAnswers,
      },
      async (c, { params, body, auth }) => c.json(await route.write(auth, params.id, body as z.output<B>)),
    )

/** POST adding a part to one of your courses (`:id`) → 201 with the course as the editor shows it. */
const courseAdd =
  <B extends z.ZodType>(route: CourseWrite<B>) =>
  (router: ApiRouter) =>
    router.post(
      {
        path: route.path,
        summary: route.summary,
        tags,
        access: authoring,
        params: idParamSchema,
        body: route.body,
        responses: addedAnswers,
      },
      async (c, { params, body, auth }) =>
        c.json(await route.write(auth, params.id, body as z.output<B>), 201),
    )

/** DELETE of a part of one of your courses (`:id`): the course comes back as the editor shows it. */
const courseRemove =
  (route: CourseEdit & { remove: (auth: AuthContext, id: number) => Promise<AuthoringCourse> }) =>
  (router: ApiRouter) =>
    router.delete(
      {
        path: route.path,
        summary: route.summary,
        tags,
        access: authoring,
        params: idParamSchema,
        responses: authoringAnswers,
      },
      async (c, { params, auth }) => c.json(await route.remove(auth, params.id)),
    )

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
    .get(
      {
        path: '/apps/academy/authoring/courses',
        summary:
          'The courses you wrote (every course when you may manage courses): q (title), sortBy courseName, paged',
        tags,
        access: authoring,
        query: authoringListQuerySchema,
        responses: {
          200: { description: 'A page of courses', schema: authoringListResponseSchema },
          400: badInput,
        },
      },
      async (c, { query, auth }) => c.json(await authoringService.listAuthoredCourses(db, auth, query)),
    )
    .get(
      {
        path: '/apps/academy/authoring/courses/:id',
        summary: 'One of your courses with its sections and topics, for the editor',
        tags,
        access: authoring,
        params: idParamSchema,
        responses: authoringAnswers,
      },
      async (c, { params, auth }) => c.json(await authoringService.getAuthoredCourse(db, auth, params.id)),
    )
    .post(
      {
        path: '/apps/academy/courses',
        summary: 'Create a course (you are its author and tutor); sections and topics are added next',
        tags,
        access: { action: 'create', subject: 'Course' },
        body: courseWriteSchema,
        responses: { 201: edited, 400: badInput },
      },
      async (c, { body, auth }) => c.json(await authoringService.createCourse(db, auth, body), 201),
    )
    .include(
      courseEdit({
        path: '/apps/academy/courses/:id',
        summary: "Change one of your courses' facts (title, tag, texts, level, language, captions, cover)",
        body: courseWriteSchema,
        write: (auth, id, body) => authoringService.updateCourse(db, auth, id, body),
      }),
    )
    .delete(
      {
        path: '/apps/academy/courses/:id',
        summary: "Delete one of your courses with its sections, topics and the learners' progress in it",
        tags,
        access: { action: 'delete', subject: 'Course' },
        params: idParamSchema,
        responses: { 204: { description: 'Deleted' }, 400: badInput, 403: notYours, 404: notFoundAnswer },
      },
      async (c, { params, auth }) => {
        await authoringService.deleteCourse(db, auth, params.id)
        return c.body(null, 204)
      },
    )
    .include(
      courseAdd({
        path: '/apps/academy/courses/:id/sections',
        summary: 'Add a section at the end of one of your courses',
        body: courseSectionWriteSchema,
        write: (auth, id, body) => authoringService.addSection(db, auth, id, body),
      }),
    )
    .include(
      courseEdit({
        path: '/apps/academy/courses/:id/section-order',
        summary:
          "Reorder a course's sections: ids lists every section once, in the new order (one transaction)",
        body: courseOrderSchema,
        write: (auth, id, body) => authoringService.reorderSections(db, auth, id, body),
      }),
    )
    .include(
      courseEdit({
        path: '/apps/academy/sections/:id',
        summary: 'Rename a section of one of your courses',
        body: courseSectionWriteSchema,
        write: (auth, id, body) => authoringService.renameSection(db, auth, id, body),
      }),
    )
    .include(
      courseRemove({
        path: '/apps/academy/sections/:id',
        summary: "Delete a section with its topics; the course's totals and every learner's progress follow",
        remove: (auth, id) => authoringService.deleteSection(db, auth, id),
      }),
    )
    .include(
      courseAdd({
        path: '/apps/academy/sections/:id/topics',
        summary:
          "Add a topic at the end of a section (title, minutes, optional video URL); the course's totals follow",
        body: courseTopicWriteSchema,
        write: (auth, id, body) => authoringService.addTopic(db, auth, id, body),
      }),
    )
    .include(
      courseEdit({
        path: '/apps/academy/sections/:id/topic-order',
        summary: "Reorder a section's topics: ids lists every topic once, in the new order (one transaction)",
        body: courseOrderSchema,
        write: (auth, id, body) => authoringService.reorderTopics(db, auth, id, body),
      }),
    )
    .include(
      courseEdit({
        path: '/apps/academy/topics/:id',
        summary: 'Change a topic (title, minutes, video URL: https or a path of this site)',
        body: courseTopicWriteSchema,
        write: (auth, id, body) => authoringService.updateTopic(db, auth, id, body),
      }),
    )
    .include(
      courseRemove({
        path: '/apps/academy/topics/:id',
        summary: "Delete a topic; the course's totals and every learner's progress follow",
        remove: (auth, id) => authoringService.deleteTopic(db, auth, id),
      }),
    )
}
