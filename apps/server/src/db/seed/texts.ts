// Readable English for the demo data's free texts (reviews, comments, descriptions), written for
// the record they belong to instead of Latin placeholder text: a visitor reads the demo as a real
// shop, board and school. Every pick goes through the area's seeded faker, so the data stays the
// same on every machine.
import type { Faker } from '@faker-js/faker'

const GOOD_REVIEWS = [
  'Arrived two days early and works exactly as described.',
  'Solid build and it looks even better than in the photos.',
  'I have used it every day for a month and it still feels new.',
  'Easy to set up; the instructions were short and clear.',
  'Great value for the price. I already ordered a second one as a gift.',
  'Comfortable, well made and the colour is spot on.',
  'Battery life is better than promised and it charges quickly.',
  'Customer service answered my question within the hour.',
  'Packaging was neat and nothing was damaged.',
  'Does one thing and does it very well.',
]
const POOR_REVIEWS = [
  'The size runs small, so I had to send it back.',
  'It stopped working after two weeks of light use.',
  'The colour is much duller than in the pictures.',
  'Delivery took longer than the estimate on the order page.',
  'It works, but the buttons feel cheap.',
  'Instructions were missing and setup took far too long.',
  'Fine for the price, but I expected better materials.',
  'One part arrived scratched; the replacement was fine.',
  'Louder than I expected when it runs.',
  'Not bad, but there are better options for the money.',
]

/** A review's body that agrees with its stars: one or two sentences. */
export function reviewText(faker: Faker, rating: number): string {
  const pool = rating >= 4 ? GOOD_REVIEWS : POOR_REVIEWS
  return faker.helpers.arrayElements(pool, { min: 1, max: 2 }).join(' ')
}

const TASK_COMMENTS = [
  'I pushed a first draft; feedback welcome.',
  'Blocked until the API change is merged.',
  'Moved the due date by two days to fit the review.',
  'Looks good to me. Ready for QA.',
  'Added screenshots of the new layout.',
  'Can we split this into two smaller tasks?',
  'Tested on mobile: the menu overlaps the header.',
  'Done on my side, waiting for the copy.',
  'Paired on this today; the fix is in the branch.',
  'Reminder: the client demo is on Thursday.',
]

/** A short comment on a kanban task. */
export function taskComment(faker: Faker): string {
  return faker.helpers.arrayElement(TASK_COMMENTS)
}

const TEAM_DESCRIPTIONS: Record<string, string> = {
  'React Developers': 'Builds and maintains the web app, from the component library to the release pipeline.',
  'Support Team': 'Answers customers by email and chat, and turns repeated questions into help articles.',
  'UI Designers': 'Designs the screens, keeps the design system tidy and reviews every new page.',
  'Vue.js Developers': 'Looks after the older storefront and moves its pages to the new stack.',
  'Digital Marketing': 'Plans the campaigns, writes the newsletters and reports on what they bring in.',
}

/** What a profile's team does, by its name. */
export function teamDescription(title: string): string {
  return TEAM_DESCRIPTIONS[title] ?? `The ${title} team of the company.`
}

const PROJECT_DESCRIPTIONS: Record<string, string> = {
  'Social Banners': 'A set of banners for the spring campaign on three social networks, in four sizes each.',
  'Admin Template': 'A dashboard template with tables, forms and charts, ready for the first client.',
  'App Design': 'Screens for the new mobile app: onboarding, checkout and the order history.',
  'Create Website': 'A five-page website for a local bakery, with an order form and opening hours.',
  'Figma Dashboard': 'Turning the analytics dashboard into reusable Figma components.',
  'Logo Design': 'Three logo proposals and a small brand guide for a cycling shop.',
}

/** What a profile's project is about, by its title. */
export function projectDescription(title: string): string {
  return PROJECT_DESCRIPTIONS[title] ?? `Work on ${title} for a client.`
}

const CONTACT_ABOUT: Record<string, string> = {
  'Frontend Developer': 'Builds the screens you use every day. Ask me about React and accessibility.',
  'UI/UX Designer': 'Designing simple interfaces; happy to review your mock-ups.',
  'Town Planner': 'Working on the new cycling lanes downtown.',
  'Data Scientist': 'Turning sales data into forecasts. Coffee first, charts second.',
  Dietitian: 'Helping people eat well without counting every calorie.',
  'Marketing Manager': 'Running the newsletter and the spring campaign.',
  'Project Manager': 'Keeping the projects on time. Send me your blockers.',
  Accountant: 'Invoices, taxes and the monthly close.',
}

/** A chat contact's "about" line, by their role. */
export function contactAbout(role: string): string {
  return CONTACT_ABOUT[role] ?? `Works as ${role.toLowerCase()}.`
}

/** A course's one-line description, by its title. */
export function courseDescription(courseTitle: string): string {
  return `A practical course on ${courseTitle.toLowerCase()}: short videos, exercises and a final project.`
}

/** A course's "about" paragraph. */
export function courseAbout(courseTitle: string, skillLevel: string): string {
  return (
    `${courseTitle} starts from what you already know and adds one idea per lesson. ` +
    `It suits ${skillLevel === 'All Levels' ? 'learners of every level' : `${skillLevel.toLowerCase()} learners`}; ` +
    'each section ends with an exercise you can finish in under an hour.'
  )
}

/** The three paragraphs of a course's description. */
export function courseDescriptionParagraphs(courseTitle: string): string[] {
  return [
    `In ${courseTitle} you learn by building: every lesson adds a small piece to a project you keep at the end.`,
    'The videos are short and captioned, and every exercise comes with a worked answer to compare with yours.',
    'When you finish, you get a certificate and can keep asking the instructor questions in the course forum.',
  ]
}

const SERVICE_DETAILS: Record<string, string[]> = {
  'Software Development': [
    'Sprint of backend work on the order API',
    'Bug fixes and a release of the mobile app',
  ],
  'UI/UX Design & Development': [
    'Design and build of the checkout pages',
    'Usability review and three redesigned screens',
  ],
  'Unlimited Extended License': ['Extended licence for unlimited projects', 'Licence renewal for one year'],
  'Template Customization': [
    'Colours, fonts and logo set to the brand guide',
    'Two new dashboard pages on the template',
  ],
  'App Development': ['Push notifications and offline mode', 'New onboarding flow for iOS and Android'],
}

/** An invoice line's description, fitting its service. */
export function invoiceLineDescription(faker: Faker, service: string): string {
  return faker.helpers.arrayElement(SERVICE_DETAILS[service] ?? [`${service} for the month`])
}

const EVENT_DESCRIPTIONS: Record<string, string> = {
  'Design Review': 'Walk through the new screens with the design team.',
  'Meeting With Client': 'Agree on the scope and the next delivery date.',
  'Sprint Planning': 'Pick the tasks for the next two weeks.',
  'Quarterly Review': 'Numbers of the quarter and goals for the next one.',
  'Product Demo': 'Show the latest release to the sales team.',
  'Family Trip': 'Train at nine; pack the night before.',
  'Public Holiday': 'The office is closed.',
  'Beach Weekend': 'Book the hotel and take the sunscreen.',
  'Ski Trip': 'Skis are rented at the station.',
  'Long Weekend': 'No meetings; out of office is on.',
  'Doctor Appointment': 'Yearly check-up. Bring the insurance card.',
  Gym: 'Leg day.',
  Haircut: 'Usual place around the corner.',
  Dentist: 'Cleaning and a quick check.',
  'Yoga Class': 'Bring the mat.',
  'Dart Game?': 'Friday evening at the pub, if enough people come.',
  'Car Service': 'Oil change and new tyres.',
  'Pay Bills': 'Electricity, phone and rent.',
  'Library Return': 'Three books due.',
  'Renew Passport': 'Photos and the old passport.',
  Dinner: 'Table booked for four at eight.',
  'Birthday Party': 'Buy the cake on the way.',
  'Kids Recital': 'Starts at six at the school hall.',
  'Movie Night': 'Pick the film together.',
  'Parents Visit': 'Pick them up at the station.',
}

/** A calendar event's note, by its title. */
export function eventDescription(title: string): string {
  return EVENT_DESCRIPTIONS[title] ?? ''
}
