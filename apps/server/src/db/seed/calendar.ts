// Calendar: 25 events in the five calendars, placed around the month the seed runs in.
import { CALENDARS } from '@aurum/shared'
import { asc, ne } from 'drizzle-orm'
import { calendarEvents, users } from '../schema/index.js'
import type { SeedContext } from './context.js'
import { ADMIN_EMAIL, DAY_MS, cycle, userIdByEmail } from './helpers.js'
import { eventDescription } from './texts.js'

const DEMO_EVENT_COUNT = 25

const TITLES: Record<(typeof CALENDARS)[number], string[]> = {
  Business: ['Design Review', 'Meeting With Client', 'Sprint Planning', 'Quarterly Review', 'Product Demo'],
  Holiday: ['Family Trip', 'Public Holiday', 'Beach Weekend', 'Ski Trip', 'Long Weekend'],
  Personal: ['Doctor Appointment', 'Gym', 'Haircut', 'Dentist', 'Yoga Class'],
  ETC: ['Dart Game?', 'Car Service', 'Pay Bills', 'Library Return', 'Renew Passport'],
  Family: ['Dinner', 'Birthday Party', 'Kids Recital', 'Movie Night', 'Parents Visit'],
}

export async function seedCalendar({ db, fakerFor, now }: SeedContext) {
  const faker = fakerFor(5001)
  const ownerUserId = await userIdByEmail(db, ADMIN_EMAIL)
  // Offsets are fixed by the seed; only the month they land in follows `now`.
  // Guests are Aurum users: a few of the first seeded ones besides the owner.
  const guestPool = (
    await db
      .select({ id: users.id })
      .from(users)
      .where(ne(users.id, ownerUserId))
      .orderBy(asc(users.id))
      .limit(5)
  ).map((row) => row.id)
  const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)
  await db.insert(calendarEvents).values(
    Array.from({ length: DEMO_EVENT_COUNT }, (_, index) => {
      const calendar = cycle(CALENDARS, index)
      const title = cycle(TITLES[calendar], Math.floor(index / CALENDARS.length))
      const allDay = calendar === 'Holiday' || index % 6 === 0
      const day = faker.number.int({ min: -10, max: 40 })
      const start = allDay
        ? monthStart + day * DAY_MS
        : monthStart + day * DAY_MS + faker.number.int({ min: 8, max: 17 }) * 3_600_000
      const end = allDay
        ? start + faker.number.int({ min: 1, max: 3 }) * DAY_MS
        : start + faker.number.int({ min: 1, max: 3 }) * 3_600_000
      return {
        ownerUserId,
        title,
        url: index % 5 === 0 ? 'https://example.com/event' : '',
        startAt: new Date(start),
        endAt: new Date(end),
        allDay,
        calendar,
        // The holidays are the organisation's: visitors see them on the public calendar.
        isPublic: calendar === 'Holiday',
        location: calendar === 'Business' ? faker.location.city() : '',
        description: eventDescription(title),
        guestUserIds: faker.helpers.arrayElements(guestPool, { min: 0, max: Math.min(3, guestPool.length) }),
      }
    }),
  )
}
