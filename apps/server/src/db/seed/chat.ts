// Chat: the admin's chat profile, ten contacts, and chats with five of them.
import { CHAT_STATUSES } from '@aurum/shared'
import { chatContacts, chatMessages, chatProfiles, chats } from '../schema/index.js'
import { avatarUrl, type SeedContext } from './context.js'
import { ADMIN_EMAIL, at, cycle, userIdByEmail } from './helpers.js'
import { contactAbout } from './texts.js'

export const DEMO_CONTACT_COUNT = 10
export const DEMO_CHAT_COUNT = 5

const CONTACT_ROLES = [
  'Frontend Developer',
  'UI/UX Designer',
  'Town Planner',
  'Data Scientist',
  'Dietitian',
  'Marketing Manager',
  'Project Manager',
  'Accountant',
]

const LINES = [
  'How can we help? We are here for you!',
  'Hey John, I am looking for the best admin template. Could you please help me to find it out?',
  'It should be MUI v5 compatible.',
  'Absolutely!',
  'This admin dashboard is built with React and MUI.',
  'Looks clean and fresh UI.',
  'It is perfect for my next project.',
  'How can I purchase it?',
  'Thanks, from our official site.',
  'I will purchase it for sure.',
  'Great, feel free to get in touch on it.',
]

export async function seedChat({ db, fakerFor }: SeedContext) {
  const faker = fakerFor(4001)
  const ownerUserId = await userIdByEmail(db, ADMIN_EMAIL)
  await db.insert(chatProfiles).values({
    userId: ownerUserId,
    role: 'Admin',
    about:
      'Dessert chocolate cake lemon drops jujubes. Biscuit cupcake ice cream bear claw brownie marshmallow.',
    status: 'online',
    isTwoStepAuthVerificationEnabled: true,
    isNotificationsOn: false,
  })

  const contacts = await db
    .insert(chatContacts)
    .values(
      Array.from({ length: DEMO_CONTACT_COUNT }, (_, index) => {
        const fullName = faker.person.fullName()
        return {
          fullName,
          role: cycle(CONTACT_ROLES, index),
          about: contactAbout(cycle(CONTACT_ROLES, index)),
          avatar: index % 4 === 3 ? null : avatarUrl(fullName),
          status: cycle(CHAT_STATUSES, index),
        }
      }),
    )
    .returning({ id: chatContacts.id })

  const chatRows = await db
    .insert(chats)
    .values(
      Array.from({ length: DEMO_CHAT_COUNT }, (_, index) => ({
        ownerUserId,
        contactId: at(contacts, index).id,
        unseenMsgs: index % 2 === 0 ? index : 0,
      })),
    )
    .returning({ id: chats.id, contactId: chats.contactId, unseenMsgs: chats.unseenMsgs })

  await db.insert(chatMessages).values(
    chatRows.flatMap((chat, chatIndex) => {
      const count = faker.number.int({ min: 3, max: 9 })
      let sentAt = Date.UTC(2025, 11, 20 + chatIndex, 9, 0)
      return Array.from({ length: count }, (_, index) => {
        sentAt += faker.number.int({ min: 1, max: 90 }) * 60_000
        const fromContact = index % 2 === 0
        // The last unseenMsgs messages are the contact's, still unseen.
        const unseen = fromContact && index >= count - chat.unseenMsgs * 2
        return {
          chatId: chat.id,
          senderKind: fromContact ? ('contact' as const) : ('user' as const),
          senderId: fromContact ? chat.contactId : ownerUserId,
          message: cycle(LINES, chatIndex + index),
          sentAt: new Date(sentAt),
          isSent: true,
          isDelivered: true,
          isSeen: !unseen,
        }
      })
    }),
  )
}
