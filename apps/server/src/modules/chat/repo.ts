// SQL of the chat: contacts (users with their chat profile), one side's chats, the messages of a
// pair, and the receipts. Messages are stored once per pair (low, high user id).
import { and, asc, eq, gt, lte, ne, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import type { AbilityRule } from '@aurum/shared'
import { chatMessages, chatProfiles, chats, roles, userIsPresent, users } from '../../db/schema/index.js'

export type ContactRow = {
  id: number
  fullName: string
  avatar: string | null
  userRole: string
  role: string | null
  about: string | null
  status: string | null
  /** Whether the user has the app open somewhere now (a socket on a live server). */
  present: boolean
}

export type ProfileRow = ContactRow & {
  isTwoStepAuthVerificationEnabled: boolean | null
  isNotificationsOn: boolean | null
}

export type MessageRow = typeof chatMessages.$inferSelect

const contactColumns = {
  id: users.id,
  fullName: users.fullName,
  avatar: users.avatar,
  userRole: users.role,
  role: chatProfiles.role,
  about: chatProfiles.about,
  status: chatProfiles.status,
  present: userIsPresent(users.id),
}

const pairOf = (a: number, b: number) => ({ low: Math.min(a, b), high: Math.max(a, b) })
const pairWhere = (a: number, b: number) => {
  const { low, high } = pairOf(a, b)
  return and(eq(chatMessages.lowUserId, low), eq(chatMessages.highUserId, high))
}

export async function selectProfile(db: Db, userId: number): Promise<ProfileRow | undefined> {
  const [row] = await db
    .select({
      ...contactColumns,
      isTwoStepAuthVerificationEnabled: chatProfiles.isTwoStepAuthVerificationEnabled,
      isNotificationsOn: chatProfiles.isNotificationsOn,
    })
    .from(users)
    .leftJoin(chatProfiles, eq(chatProfiles.userId, users.id))
    .where(eq(users.id, userId))
  return row
}

/** What a contact's JSON holds (contactColumns under the same names). */
const contactJson = sql`'id', ${users.id}, 'fullName', ${users.fullName}, 'avatar', ${users.avatar},
  'userRole', ${users.role}, 'role', ${chatProfiles.role}, 'about', ${chatProfiles.about},
  'status', ${chatProfiles.status}, 'present', ${userIsPresent(users.id)}`

type ChatListJson = {
  profile: ProfileRow | null
  /** Whether anything others sent the user is still on its way (to be marked delivered). */
  waiting: boolean
  chats: { chatId: number; unseenMsgs: number; contact: ContactRow; last: MessageJson }[]
  contacts: ContactRow[]
}
type MessageJson = Omit<MessageRow, 'sentAt'> & { sentAt: string }

/**
 * The chat list's reads in one statement (the caller's profile, their chats with the last message,
 * the contacts, and whether a message to them waits to be delivered), each a JSON value: on the
 * embedded database a statement costs 1–3 ms before any work, and decoding one JSON value costs
 * less than decoding each column of each row.
 */
export async function selectChatList(db: Db, userId: number, q: string, contactLimit: number) {
  const named = q ? sql`and ${users.fullName} ilike ${`%${q.replace(/[\\%_]/g, '\\$&')}%`}` : sql``
  // Each part its own fragment: Drizzle names a column with its table inside a nested fragment,
  // which the joins below need ("id" alone is ambiguous there).
  const profilePart = sql`(select json_build_object(${contactJson},
      'isTwoStepAuthVerificationEnabled', ${chatProfiles.isTwoStepAuthVerificationEnabled},
      'isNotificationsOn', ${chatProfiles.isNotificationsOn})
    from ${users} left join ${chatProfiles} on ${chatProfiles.userId} = ${users.id}
    where ${users.id} = ${userId})`
  const lastMessage = sql`json_build_object('id', ${chatMessages.id}, 'lowUserId', ${chatMessages.lowUserId},
    'highUserId', ${chatMessages.highUserId}, 'senderUserId', ${chatMessages.senderUserId},
    'message', ${chatMessages.message}, 'attachment', ${chatMessages.attachment},
    'sentAt', ${chatMessages.sentAt}, 'isDelivered', ${chatMessages.isDelivered},
    'isSeen', ${chatMessages.isSeen})`
  const chatList = sql`(select coalesce(json_agg(json_build_object(
      'chatId', ${chats.id}, 'unseenMsgs', ${chats.unseenMsgs},
      'contact', json_build_object(${contactJson}), 'last', ${lastMessage})
      order by ${chats.lastMessageId} desc nulls last), '[]')
    from ${chats}
    join ${users} on ${users.id} = ${chats.contactUserId}
    left join ${chatProfiles} on ${chatProfiles.userId} = ${users.id}
    join ${chatMessages} on ${chatMessages.id} = ${chats.lastMessageId}
    where ${chats.ownerUserId} = ${userId} and ${chats.lastMessageId} is not null ${named})`
  const contactList = sql`(select coalesce(json_agg(json_build_object(${contactJson})
      order by ${users.fullName}, ${users.id}), '[]')
    from (select * from ${users}
      where ${users.id} <> ${userId} and ${users.status} <> 'inactive' ${named}
      order by ${users.fullName}, ${users.id} limit ${contactLimit}) as ${users}
    left join ${chatProfiles} on ${chatProfiles.userId} = ${users.id})`
  // Either side of a pair, each through its partial index of messages still on their way.
  const waitingFrom = (side: typeof chatMessages.lowUserId) =>
    sql`exists (select 1 from ${chatMessages} where ${side} = ${userId}
      and ${chatMessages.senderUserId} <> ${userId} and not ${chatMessages.isDelivered})`
  const waiting = sql`(${waitingFrom(chatMessages.lowUserId)} or ${waitingFrom(chatMessages.highUserId)})`
  const list = sql<ChatListJson>`json_build_object('profile', ${profilePart}, 'waiting', ${waiting},
    'chats', ${chatList}, 'contacts', ${contactList})`
  const [row] = await db.select({ list }).from(sql`(values (1)) as one (x)`)
  if (!row) throw new Error('the chat list statement returned no row')
  const { profile, waiting: isWaiting, chats: chatRows, contacts } = row.list
  return {
    profile: profile ?? undefined,
    waiting: isWaiting,
    chats: chatRows.map((chat) => ({ ...chat, last: { ...chat.last, sentAt: new Date(chat.last.sentAt) } })),
    contacts,
  }
}

/** The rules of the user's role; undefined when the user (or their role) is gone. */
export async function selectRoleRulesOf(db: Db, userId: number): Promise<AbilityRule[] | undefined> {
  const [row] = await db
    .select({ rules: roles.rules })
    .from(users)
    .innerJoin(roles, eq(roles.name, users.role))
    .where(eq(users.id, userId))
  return row?.rules
}

export async function selectContact(db: Db, contactUserId: number): Promise<ContactRow | undefined> {
  const [row] = await db
    .select(contactColumns)
    .from(users)
    .leftJoin(chatProfiles, eq(chatProfiles.userId, users.id))
    .where(eq(users.id, contactUserId))
  return row
}

export async function selectChat(db: Db, ownerUserId: number, contactUserId: number) {
  const [row] = await db
    .select()
    .from(chats)
    .where(and(eq(chats.ownerUserId, ownerUserId), eq(chats.contactUserId, contactUserId)))
  return row
}

export async function selectMessages(db: Db, a: number, b: number, afterId = 0): Promise<MessageRow[]> {
  return db
    .select()
    .from(chatMessages)
    .where(and(pairWhere(a, b), afterId ? gt(chatMessages.id, afterId) : undefined))
    .orderBy(asc(chatMessages.id))
}

/** Marks what `contact` sent to `owner` seen (and so delivered); returns the newest id marked. */
export async function markSeen(db: Db, ownerUserId: number, contactUserId: number): Promise<number | null> {
  const rows = await db
    .update(chatMessages)
    .set({ isSeen: true, isDelivered: true })
    .where(
      and(
        pairWhere(ownerUserId, contactUserId),
        eq(chatMessages.senderUserId, contactUserId),
        eq(chatMessages.isSeen, false),
      ),
    )
    .returning({ id: chatMessages.id })
  return rows.length ? Math.max(...rows.map((row) => row.id)) : null
}

export async function resetUnseen(db: Db, ownerUserId: number, contactUserId: number) {
  await db
    .update(chats)
    .set({ unseenMsgs: 0 })
    .where(and(eq(chats.ownerUserId, ownerUserId), eq(chats.contactUserId, contactUserId)))
}

/**
 * Marks delivered what others sent to the user (up to an id of one sender, or everything);
 * returns per sender the newest id marked.
 */
export async function markDelivered(
  db: Db,
  recipientUserId: number,
  from?: { senderUserId: number; upToId: number },
): Promise<{ senderUserId: number; upToId: number }[]> {
  const rows = await db
    .update(chatMessages)
    .set({ isDelivered: true })
    .where(
      and(
        or(eq(chatMessages.lowUserId, recipientUserId), eq(chatMessages.highUserId, recipientUserId)),
        ne(chatMessages.senderUserId, recipientUserId),
        sql`not ${chatMessages.isDelivered}`,
        from
          ? and(pairWhere(recipientUserId, from.senderUserId), lte(chatMessages.id, from.upToId))
          : undefined,
      ),
    )
    .returning({ id: chatMessages.id, senderUserId: chatMessages.senderUserId })
  const newest = new Map<number, number>()
  for (const row of rows) newest.set(row.senderUserId, Math.max(newest.get(row.senderUserId) ?? 0, row.id))
  return [...newest].map(([senderUserId, upToId]) => ({ senderUserId, upToId }))
}

/** Stores a message and moves both sides' chats to it (creating them), in one transaction. */
export async function insertMessage(
  db: Db,
  senderUserId: number,
  recipientUserId: number,
  content: Pick<typeof chatMessages.$inferInsert, 'message' | 'attachment'>,
) {
  return db.transaction(async (tx) => {
    const { low, high } = pairOf(senderUserId, recipientUserId)
    const [stored] = await tx
      .insert(chatMessages)
      .values({ lowUserId: low, highUserId: high, senderUserId, ...content })
      .returning()
    if (!stored) throw new Error('message not stored')
    const senderSide = await tx
      .insert(chats)
      .values({ ownerUserId: senderUserId, contactUserId: recipientUserId, lastMessageId: stored.id })
      .onConflictDoUpdate({
        target: [chats.ownerUserId, chats.contactUserId],
        set: { lastMessageId: stored.id },
      })
      .returning({ id: chats.id, unseenMsgs: chats.unseenMsgs, created: sql<boolean>`(xmax = 0)` })
    await tx
      .insert(chats)
      .values({
        ownerUserId: recipientUserId,
        contactUserId: senderUserId,
        lastMessageId: stored.id,
        unseenMsgs: 1,
      })
      .onConflictDoUpdate({
        target: [chats.ownerUserId, chats.contactUserId],
        set: { lastMessageId: stored.id, unseenMsgs: sql`${chats.unseenMsgs} + 1` },
      })
    return { stored, senderChat: senderSide[0] }
  })
}

export async function sumUnseen(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${chats.unseenMsgs}), 0)::int` })
    .from(chats)
    .where(eq(chats.ownerUserId, userId))
  return row?.total ?? 0
}

export async function upsertProfile(
  db: Db,
  userId: number,
  values: Partial<Omit<typeof chatProfiles.$inferInsert, 'userId'>>,
) {
  await db
    .insert(chatProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: chatProfiles.userId, set: values })
}
