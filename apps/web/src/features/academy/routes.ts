// The academy (spec section 2): /apps/academy/my-course and /apps/academy/course-details (the course
// touched last) or /apps/academy/course-details/:id. Its dashboard is a dashboards page
// (/apps/academy/dashboard, /dashboards/academy). The server checks the Course ability on every call.
// Authors write courses at /apps/academy/authoring (their list), /apps/academy/authoring/new and
// /apps/academy/authoring/:id (the editor).
import { paths } from '@/lib/paths'
import type { AppRoute } from '@/lib/route-types'

const editorPage = () => import('./pages/course-editor-page').then((m) => ({ Component: m.CourseEditorPage }))

const detailsPage = () =>
  import('./pages/course-details-page').then((m) => ({ Component: m.CourseDetailsPage }))

export const academyRoutes: AppRoute[] = [
  {
    path: paths.myCourse,
    lazy: () => import('./pages/my-course-page').then((m) => ({ Component: m.MyCoursePage })),
    meta: {
      action: 'read',
      subject: 'Course',
      titleKey: 'nav.myCourse',
      icon: 'school',
      menu: { in: 'academy', order: 20 },
      search: 'appsPages',
    },
  },
  {
    path: paths.courseDetails,
    lazy: detailsPage,
    meta: {
      action: 'read',
      subject: 'Course',
      titleKey: 'nav.courseDetails',
      icon: 'school',
      menu: { in: 'academy', order: 30 },
      search: 'appsPages',
    },
  },
  {
    path: paths.courseDetailsOf(':id'),
    lazy: detailsPage,
    meta: {
      action: 'read',
      subject: 'Course',
      titleKey: 'nav.courseDetails',
      navActiveLink: paths.courseDetails,
    },
  },
  {
    path: paths.courseAuthoring,
    lazy: () => import('./pages/course-authoring-page').then((m) => ({ Component: m.CourseAuthoringPage })),
    meta: {
      action: 'create',
      subject: 'Course',
      titleKey: 'nav.courseAuthoring',
      icon: 'school',
      menu: { in: 'academy', order: 40 },
      search: 'appsPages',
    },
  },
  {
    path: paths.courseAuthoringNew,
    lazy: () => import('./pages/course-editor-page').then((m) => ({ Component: m.CourseNewPage })),
    meta: {
      action: 'create',
      subject: 'Course',
      titleKey: 'nav.courseNew',
      navActiveLink: paths.courseAuthoring,
    },
  },
  {
    path: paths.courseAuthoringOf(':id'),
    lazy: editorPage,
    meta: {
      action: 'update',
      subject: 'Course',
      titleKey: 'nav.courseEditor',
      navActiveLink: paths.courseAuthoring,
    },
  },
]
