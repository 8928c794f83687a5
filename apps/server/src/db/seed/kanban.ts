// Kanban: the three boards of the spec with ten items between them.
import { KANBAN_BOARDS } from '@aurum/shared'
import { asc } from 'drizzle-orm'
import { kanbanBoards, kanbanItems, users } from '../schema/index.js'
import { imageUrl, type SeedContext } from './context.js'
import { at, demoHistory, isoDate } from './helpers.js'
import { taskComment } from './texts.js'

const ITEMS: { board: number; title: string; labels: string[]; image?: boolean }[] = [
  { board: 0, title: 'Research FAQ page UX', labels: ['UX'] },
  { board: 0, title: 'Review JavaScript code', labels: ['Code Review'], image: true },
  { board: 0, title: 'Add charts to the dashboard', labels: ['Dashboard'] },
  { board: 0, title: 'Fix order list sorting', labels: ['Bug', 'Code Review'] },
  { board: 1, title: 'Review completed Apps', labels: ['Dashboard'] },
  { board: 1, title: 'Find new images for pages', labels: ['Images'], image: true },
  { board: 1, title: 'Translate invoice strings', labels: ['i18n'] },
  { board: 2, title: 'Forms & tables section', labels: ['App'] },
  { board: 2, title: 'Complete charts & maps', labels: ['Charts & Maps'], image: true },
  { board: 2, title: 'Set up the database', labels: ['Backend'] },
]

export async function seedKanban({ db, fakerFor, now }: SeedContext) {
  const faker = fakerFor(6001)
  const history = demoHistory(now)
  const boards = await db
    .insert(kanbanBoards)
    .values(KANBAN_BOARDS.map((title, position) => ({ title, position })))
    .returning({ id: kanbanBoards.id })
  // Members and comment authors are Aurum users: the first seeded ones.
  const people = await db
    .select({ id: users.id, name: users.fullName })
    .from(users)
    .orderBy(asc(users.id))
    .limit(6)
  const positions = [0, 0, 0]
  await db.insert(kanbanItems).values(
    ITEMS.map((item) => {
      const position = at(positions, item.board)
      positions[item.board] = position + 1
      const members = faker.helpers.arrayElements(people, { min: 1, max: Math.min(3, people.length) })
      // Due from a week before the demo date to two months after it.
      const dueDate = isoDate(new Date(now.getTime() + faker.number.int({ min: -7, max: 60 }) * 86_400_000))
      const comments = faker.helpers.multiple(
        () => {
          const author = faker.helpers.arrayElement(members)
          return {
            text: taskComment(faker),
            authorId: author.id,
            author: author.name,
            createdAt: history
              .at(faker.date.between({ from: '2025-12-01T00:00:00Z', to: '2025-12-31T00:00:00Z' }))
              .toISOString(),
          }
        },
        { count: { min: 0, max: 4 } },
      )
      // Drawn where the old attachment count was (attachments are now real files, none seeded), so
      // every later draw, and the seeded data, stay as they were.
      faker.number.int({ min: 0, max: 6 })
      return {
        boardId: at(boards, item.board).id,
        position,
        title: item.title,
        dueDate,
        labels: item.labels,
        memberUserIds: members.map((member) => member.id),
        comments,
        image: item.image ? imageUrl('kanban', item.title) : null,
      }
    }),
  )
}
