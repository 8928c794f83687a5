// Academy: 25 courses over the five tags, each with details of 4 or 5 sections of topics, and the
// demo admin enrolled in every course with some topics ticked (every fifth course complete).
import { courseLengthText, courseTimeText, type COURSE_TAGS } from '@aurum/shared'
import {
  courseDetails,
  courseEnrolments,
  courseSections,
  courseTopicCompletions,
  courseTopics,
  courses,
} from '../schema/index.js'
import { avatarUrl, imageUrl, type SeedContext } from './context.js'
import { ADMIN_EMAIL, DAY_MS, at, cycle, userIdByEmail } from './helpers.js'
import { courseAbout, courseDescription, courseDescriptionParagraphs } from './texts.js'

const COURSE_TITLES = [
  'Basics of Angular',
  'UI/UX Design',
  'React Native',
  'Art & Drawing',
  'Basic Fundamentals',
  'React for Beginners',
  'The Complete Figma Guide',
  'Psychology of Colours',
  'Vue.js Mastery',
  'Sketching for Designers',
  'Advanced TypeScript',
  'Design Systems',
  'Behavioural Psychology',
  'Web Accessibility',
  'Watercolour Painting',
  'Node.js APIs',
  'Motion Design',
  'Cognitive Biases',
  'Next.js in Depth',
  'Portrait Photography',
  'CSS Layouts',
  'Mobile App Design',
  'Positive Psychology',
  'GraphQL Essentials',
  'Digital Illustration',
]
const TAG_BY_TITLE: (typeof COURSE_TAGS)[number][] = [
  'Web',
  'UI/UX',
  'Web',
  'Art',
  'Psychology',
  'Web',
  'Design',
  'Psychology',
  'Web',
  'Design',
  'Web',
  'Design',
  'Psychology',
  'UI/UX',
  'Art',
  'Web',
  'Design',
  'Psychology',
  'Web',
  'Art',
  'Web',
  'UI/UX',
  'Psychology',
  'Web',
  'Art',
]
const COLORS = ['primary', 'secondary', 'success', 'error', 'warning', 'info']
const LOGOS = ['ri-angularjs-line', 'ri-palette-line', 'ri-reactjs-line', 'ri-brush-line', 'ri-brain-line']
const SECTION_TITLES = [
  'Course Content',
  'Fundamentals',
  'Building Blocks',
  'Hands-on Project',
  'Wrapping Up',
]

type TopicPlan = { title: string; minutes: number; position: number; isCompleted: boolean }
type SectionPlan = { position: number; title: string; topics: TopicPlan[] }

export async function seedAcademy({ db, fakerFor, now }: SeedContext) {
  const faker = fakerFor(8001)
  // Each course's sections and topics first: its totalTasks is its number of topics.
  const coursePlans: SectionPlan[][] = COURSE_TITLES.map((_, courseIndex) =>
    Array.from({ length: faker.number.int({ min: 4, max: 5 }) }, (_, position) => ({
      position,
      title: cycle(SECTION_TITLES, position),
      topics: Array.from({ length: faker.number.int({ min: 2, max: 5 }) }, (_, topicIndex) => ({
        title: faker.hacker.phrase().replace(/\.$/, ''),
        minutes: faker.number.int({ min: 2, max: 30 }),
        position: topicIndex,
        // Every fifth course is complete for the demo admin (completedTasks equal to totalTasks).
        isCompleted: courseIndex % 5 === 0 || faker.datatype.boolean({ probability: 0.45 }),
      })),
    })),
  )
  const courseMinutes = coursePlans.map((sections) =>
    sections.reduce(
      (sum, section) => sum + section.topics.reduce((total, topic) => total + topic.minutes, 0),
      0,
    ),
  )
  const courseRows = COURSE_TITLES.map((courseTitle, index) => {
    const tutorName = faker.person.fullName()
    const totalTasks = at(coursePlans, index).reduce((sum, section) => sum + section.topics.length, 0)
    return {
      tutorName,
      image: imageUrl('course', courseTitle),
      tutorImg: avatarUrl(tutorName),
      totalTasks,
      userCount: faker.number.int({ min: 10, max: 400 }),
      note: faker.number.int({ min: 0, max: 80 }),
      view: faker.number.int({ min: 100, max: 9000 }),
      // The course's length is its topics' (as a course written by an author).
      time: courseTimeText(at(courseMinutes, index)),
      logo: cycle(LOGOS, index),
      color: cycle(COLORS, index),
      courseTitle,
      description: courseDescription(courseTitle),
      tags: at(TAG_BY_TITLE, index),
      rating: faker.number.float({ min: 3, max: 5, fractionDigits: 1 }),
      ratingCount: faker.number.int({ min: 5, max: 2000 }),
    }
  })
  const insertedCourses = await db.insert(courses).values(courseRows).returning({ id: courses.id })

  const details = await db
    .insert(courseDetails)
    .values(
      insertedCourses.map((course, index) => {
        const row = at(courseRows, index)
        const skillLevel = faker.helpers.arrayElement(['Beginner', 'Intermediate', 'Advanced', 'All Levels'])
        return {
          courseId: course.id,
          title: row.courseTitle,
          about: courseAbout(row.courseTitle, skillLevel),
          instructor: row.tutorName,
          instructorAvatar: row.tutorImg,
          instructorPosition: faker.person.jobTitle(),
          skillLevel,
          totalStudents: row.userCount * 100 + faker.number.int(99),
          language: faker.helpers.arrayElement(['English', 'Spanish', 'French']),
          isCaptions: faker.datatype.boolean({ probability: 0.8 }),
          length: courseLengthText(at(courseMinutes, index)),
          totalLectures: row.totalTasks,
          description: courseDescriptionParagraphs(row.courseTitle),
        }
      }),
    )
    .returning({ id: courseDetails.id })

  const sectionPlans = details.flatMap((detail, courseIndex) =>
    at(coursePlans, courseIndex).map((section) => ({
      row: {
        courseDetailsId: detail.id,
        position: section.position,
        title: section.title,
        time: `${section.topics.reduce((sum, topic) => sum + topic.minutes, 0)} min`,
      },
      topics: section.topics,
      courseId: at(insertedCourses, courseIndex).id,
    })),
  )
  const sections = await db
    .insert(courseSections)
    .values(sectionPlans.map((plan) => plan.row))
    .returning({ id: courseSections.id })
  const topicPlans = sectionPlans.flatMap((plan, index) =>
    plan.topics.map((topic) => ({ ...topic, sectionId: at(sections, index).id, courseId: plan.courseId })),
  )
  const topics = await db
    .insert(courseTopics)
    .values(
      topicPlans.map((topic) => ({
        sectionId: topic.sectionId,
        position: topic.position,
        title: topic.title,
        time: `${topic.minutes} min`,
        minutes: topic.minutes,
      })),
    )
    .returning({ id: courseTopics.id })

  const adminId = await userIdByEmail(db, ADMIN_EMAIL)
  const dayMs = DAY_MS
  await db.insert(courseEnrolments).values(
    insertedCourses.map((course, index) => ({
      userId: adminId,
      courseId: course.id,
      completedTasks: topicPlans.filter((topic) => topic.courseId === course.id && topic.isCompleted).length,
      enrolledAt: new Date(now.getTime() - (60 - index) * dayMs),
      lastActivityAt: new Date(now.getTime() - (index % 7) * dayMs),
    })),
  )
  const completions = topicPlans.flatMap((topic, index) =>
    topic.isCompleted
      ? [
          {
            userId: adminId,
            topicId: at(topics, index).id,
            completedAt: new Date(now.getTime() - (index % 30) * dayMs),
          },
        ]
      : [],
  )
  if (completions.length) await db.insert(courseTopicCompletions).values(completions)
}
