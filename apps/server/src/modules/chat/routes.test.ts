// The three chat calls of the spec and the profile: ordering, unseen reset, a message seen from both
// sides, another pair's messages out of reach, bad input, and the client role refused.
import { and, eq, ne, or } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { chatMessages, chats, users } from '../../db/schema/index.js'
import {
  ADMIN,
  insertSignedInUser,
  userIdByEmail,
  useTestAppWithLogins,
  type SignedInRequest,
} from '../../test/test-app.js'

let adminId: number
let other: SignedInRequest
let otherId: number
let otherToken: string

const { api, admin, client, tokens } = useTestAppWithLogins()

beforeAll(async () => {
  adminId = await userIdByEmail(api, ADMIN.email)
  // A second admin who can log in: the far side of the admin's conversations.
  ;({
    id: otherId,
    token: otherToken,
    request: other,
  } = await insertSignedInUser(api, {
    fullName: 'Zoe Chatter',
    username: 'zoechat',
    email: 'zoe.chat@demo.com',
    password: 'zoe-secret',
    role: 'admin',
  }))
})

describe('GET /api/apps/chat/chats-and-contacts', () => {
  it('lists the caller chats newest first, with the last message and unseen counts of the table', async () => {
    const answer = await admin('/api/apps/chat/chats-and-contacts')
    expect(answer.status).toBe(200)
    const rows = await api.db.select().from(chats).where(eq(chats.ownerUserId, adminId))
    const listed = answer.json.chatsContacts as {
      id: number
      chat: { id: number; unseenMsgs: number; lastMessage: { id: number } }
    }[]
    expect(listed.length).toBe(rows.filter((row) => row.lastMessageId !== null).length)
    const expected = [...rows].sort((a, b) => (b.lastMessageId ?? 0) - (a.lastMessageId ?? 0))
    expect(listed.map((entry) => entry.chat.id)).toEqual(expected.map((row) => row.id))
    for (const entry of listed) {
      const row = rows.find((r) => r.id === entry.chat.id)!
      expect(entry.id).toBe(row.contactUserId)
      expect(entry.chat.unseenMsgs).toBe(row.unseenMsgs)
      expect(entry.chat.lastMessage.id).toBe(row.lastMessageId)
    }
    expect(answer.json.profileUser).toMatchObject({ id: adminId, fullName: 'John Doe', status: 'online' })
    expect(answer.json.contacts.some((contact: { id: number }) => contact.id === adminId)).toBe(false)
  })

  it('narrows chats and contacts by name', async () => {
    const answer = await admin('/api/apps/chat/chats-and-contacts?q=zoe%20chat')
    expect(answer.status).toBe(200)
    expect(answer.json.contacts.map((contact: { id: number }) => contact.id)).toEqual([otherId])
  })

  it('refuses bad input, visitors and the client role', async () => {
    expect((await admin(`/api/apps/chat/chats-and-contacts?q=${'x'.repeat(101)}`)).status).toBe(400)
    expect((await api.request('/api/apps/chat/chats-and-contacts')).status).toBe(401)
    expect((await client('/api/apps/chat/chats-and-contacts')).status).toBe(403)
    expect((await client(`/api/apps/chat/chats/${adminId}`)).status).toBe(403)
    expect(
      (await client(`/api/apps/chat/chats/${adminId}`, { method: 'POST', body: { message: 'hi' } })).status,
    ).toBe(403)
  })
})

describe('chats between two users', () => {
  it('stores a message once and shows it in both chats, new messages not delivered nor seen', async () => {
    const sent = await admin(`/api/apps/chat/chats/${otherId}`, {
      method: 'POST',
      body: { message: 'Hello Zoe', senderId: adminId },
    })
    expect(sent.status).toBe(201)
    expect(sent.json.msg).toMatchObject({
      message: 'Hello Zoe',
      senderId: adminId,
      feedback: { isSent: true, isDelivered: false, isSeen: false },
    })
    // The first message starts the chat.
    expect(sent.json.chat).toMatchObject({ userId: otherId, unseenMsgs: 0 })
    const again = await admin(`/api/apps/chat/chats/${otherId}`, {
      method: 'POST',
      body: { message: 'Are you there?' },
    })
    expect(again.status).toBe(201)
    expect(again.json.chat).toBeUndefined()

    const zoeList = await other('/api/apps/chat/chats-and-contacts')
    const withAdmin = zoeList.json.chatsContacts.find((entry: { id: number }) => entry.id === adminId)
    expect(withAdmin.chat.unseenMsgs).toBe(2)
    expect(withAdmin.chat.lastMessage.message).toBe('Are you there?')
    expect(zoeList.json.chatsContacts[0].id).toBe(adminId)
    // Listing delivered them: the answer (read before the mark) says so, and so do the rows.
    expect(withAdmin.chat.lastMessage.feedback).toEqual({ isSent: true, isDelivered: true, isSeen: false })
    const stored = await api.db
      .select({ isDelivered: chatMessages.isDelivered })
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.senderUserId, adminId),
          or(eq(chatMessages.lowUserId, otherId), eq(chatMessages.highUserId, otherId)),
        ),
      )
    expect(stored).toHaveLength(2)
    expect(stored.every((row) => row.isDelivered)).toBe(true)
    // Nothing waits any more: the next list reads the same.
    const listedAgain = await other('/api/apps/chat/chats-and-contacts')
    expect(
      listedAgain.json.chatsContacts.find((entry: { id: number }) => entry.id === adminId).chat.lastMessage
        .feedback,
    ).toEqual({ isSent: true, isDelivered: true, isSeen: false })

    // Opening the chat resets the unseen count and marks the messages seen for the sender.
    const opened = await other(`/api/apps/chat/chats/${adminId}`)
    expect(opened.status).toBe(200)
    expect(opened.json.chat.messages.map((m: { message: string }) => m.message)).toEqual([
      'Hello Zoe',
      'Are you there?',
    ])
    expect(opened.json.contact).toMatchObject({ id: adminId, fullName: 'John Doe' })
    const [zoeSide] = await api.db
      .select()
      .from(chats)
      .where(and(eq(chats.ownerUserId, otherId), eq(chats.contactUserId, adminId)))
    expect(zoeSide!.unseenMsgs).toBe(0)
    const adminView = await admin(`/api/apps/chat/chats/${otherId}`)
    expect(
      adminView.json.chat.messages.every((m: { feedback: { isSeen: boolean } }) => m.feedback.isSeen),
    ).toBe(true)

    const reply = await other(`/api/apps/chat/chats/${adminId}`, {
      method: 'POST',
      body: { message: 'Here!' },
    })
    expect(reply.status).toBe(201)
    const adminList = await admin('/api/apps/chat/chats-and-contacts')
    expect(adminList.json.chatsContacts[0]).toMatchObject({ id: otherId, chat: { unseenMsgs: 1 } })
    const afterId = adminView.json.chat.messages.at(-1).id
    const caughtUp = await admin(`/api/apps/chat/chats/${otherId}?after=${afterId}`)
    expect(caughtUp.json.chat.messages.map((m: { message: string }) => m.message)).toEqual(['Here!'])
  })

  it("keeps another pair's messages out of reach", async () => {
    const [firstChat] = await api.db
      .select()
      .from(chats)
      .where(and(eq(chats.ownerUserId, adminId), ne(chats.contactUserId, otherId)))
      .limit(1)
    const thirdUserId = firstChat!.contactUserId
    // Zoe and the admin's seeded contact have never talked: Zoe sees none of the admin's messages with them.
    const answer = await other(`/api/apps/chat/chats/${thirdUserId}`)
    expect(answer.status).toBe(200)
    expect(answer.json.chat).toBeNull()
    const pairMessages = await api.db
      .select()
      .from(chatMessages)
      .where(or(eq(chatMessages.lowUserId, otherId), eq(chatMessages.highUserId, otherId)))
    expect(pairMessages.every((m) => m.senderUserId === adminId || m.senderUserId === otherId)).toBe(true)
    // Speaking as someone else is refused.
    const forged = await other(`/api/apps/chat/chats/${thirdUserId}`, {
      method: 'POST',
      body: { message: 'as the admin', senderId: adminId },
    })
    expect(forged.status).toBe(403)
  })

  it('answers 400 for bad input and 404 for no such user or oneself', async () => {
    expect((await admin('/api/apps/chat/chats/abc')).status).toBe(400)
    expect(
      (await admin(`/api/apps/chat/chats/${otherId}`, { method: 'POST', body: { message: '   ' } })).status,
    ).toBe(400)
    expect(
      (await admin(`/api/apps/chat/chats/${otherId}`, { method: 'POST', body: { text: 'x' } })).status,
    ).toBe(400)
    expect(
      (
        await admin(`/api/apps/chat/chats/${otherId}`, {
          method: 'POST',
          body: { message: 'x'.repeat(4001) },
        })
      ).status,
    ).toBe(400)
    expect((await admin(`/api/apps/chat/chats/${otherId}?after=-1`)).status).toBe(400)
    expect((await admin('/api/apps/chat/chats/999999')).status).toBe(404)
    expect((await admin(`/api/apps/chat/chats/${adminId}`)).status).toBe(404)
  })
})

describe('PATCH /api/apps/chat/profile', () => {
  it('saves status, about and settings', async () => {
    const saved = await other('/api/apps/chat/profile', {
      method: 'PATCH',
      body: { status: 'busy', about: 'In a meeting', isNotificationsOn: true },
    })
    expect(saved.status).toBe(200)
    expect(saved.json).toMatchObject({
      status: 'busy',
      about: 'In a meeting',
      settings: { isNotificationsOn: true },
    })
    // Others see the chosen status only while the user has Aurum open (realtime.test.ts); here
    // no socket of theirs is connected.
    const seen = await admin(`/api/apps/chat/chats/${otherId}`)
    expect(seen.json.contact).toMatchObject({ status: 'offline', about: 'In a meeting' })
    expect(
      (await other('/api/apps/chat/profile', { method: 'PATCH', body: { status: 'sleeping' } })).status,
    ).toBe(400)
    expect(
      (await client('/api/apps/chat/profile', { method: 'PATCH', body: { status: 'busy' } })).status,
    ).toBe(403)
  })
})

/** Uploads a file as a chat attachment with this token (multipart, field `file`). */
async function uploadChatFile(token: string, name: string, text: string) {
  const form = new FormData()
  form.append('file', new Blob([text], { type: 'text/plain' }), name)
  const answer = await api.app.request('/api/media/chat-attachments', {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  })
  return { status: answer.status, json: (await answer.json()) as { id: string; url: string } }
}

describe('attachments', () => {
  it("sends a file (alone or with words) that both sides download; another user's upload is refused", async () => {
    const uploaded = await uploadChatFile(tokens.admin, 'notes.txt', 'stock list: 12 chairs')
    expect(uploaded.status).toBe(201)
    const sent = await admin(`/api/apps/chat/chats/${otherId}`, {
      method: 'POST',
      body: { attachmentId: uploaded.json.id },
    })
    expect(sent.status).toBe(201)
    expect(sent.json.msg).toMatchObject({
      message: '',
      attachment: { fileName: 'notes.txt', contentType: 'text/plain', byteSize: 21 },
    })
    // The file's address, signed for the sender (media/private-files.test.ts tries the signatures).
    expect(sent.json.msg.attachment.url).toMatch(
      new RegExp(`^/api/media/uploads/${uploaded.json.id}\\?u=${adminId}&`),
    )
    // Zoe's side lists it and downloads it under its name.
    const thread = await other(`/api/apps/chat/chats/${adminId}`)
    const last = thread.json.chat.messages.at(-1)
    expect(last.attachment.fileName).toBe('notes.txt')
    const file = await api.app.request(last.attachment.url)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-disposition')).toContain('notes.txt')
    expect(await file.text()).toBe('stock list: 12 chairs')

    // Zoe cannot send the admin's upload as hers, nor an id that names nothing.
    for (const attachmentId of [uploaded.json.id, 'x'.repeat(24)]) {
      const forged = await other(`/api/apps/chat/chats/${adminId}`, {
        method: 'POST',
        body: { message: 'look', attachmentId },
      })
      expect(forged.status).toBe(400)
      expect(forged.json.codes.attachmentId[0].code).toBe('chat.attachmentUnknown')
    }
    // Neither words nor a file: 400; a malformed id: 400; the client role may not upload.
    const empty = await other(`/api/apps/chat/chats/${adminId}`, { method: 'POST', body: { message: ' ' } })
    expect(empty.status).toBe(400)
    expect(empty.json.codes.message[0].code).toBe('chat.empty')
    expect(
      (await other(`/api/apps/chat/chats/${adminId}`, { method: 'POST', body: { attachmentId: '../x' } }))
        .status,
    ).toBe(400)
    expect((await uploadChatFile(tokens.client, 'a.txt', 'hello')).status).toBe(403)
    expect((await uploadChatFile(otherToken, 'run.exe', 'MZ\u0000\u0001')).status).toBe(400)
  })
})

describe('a message to someone who cannot read the chat', () => {
  it('is refused (409 chat.recipientCannotRead) and nothing is stored: the client role has no Chat ability', async () => {
    const [clientRow] = await api.db.select().from(users).where(eq(users.email, 'client@demo.com'))
    const pairMessages = () =>
      api.db
        .select()
        .from(chatMessages)
        .where(
          or(
            and(eq(chatMessages.lowUserId, adminId), eq(chatMessages.highUserId, clientRow!.id)),
            and(eq(chatMessages.lowUserId, clientRow!.id), eq(chatMessages.highUserId, adminId)),
          ),
        )
    const before = (await pairMessages()).length
    const answer = await admin(`/api/apps/chat/chats/${clientRow!.id}`, {
      method: 'POST',
      body: { message: 'Can you read this?' },
    })
    expect(answer.status).toBe(409)
    expect(answer.json.code).toBe('chat.recipientCannotRead')
    expect(await pairMessages()).toHaveLength(before)
    // Once their role may read the chat, the same message goes.
    await api.db.update(users).set({ role: 'admin' }).where(eq(users.id, clientRow!.id))
    const sent = await admin(`/api/apps/chat/chats/${clientRow!.id}`, {
      method: 'POST',
      body: { message: 'Can you read this?' },
    })
    expect(sent.status).toBe(201)
    await api.db.update(users).set({ role: 'client' }).where(eq(users.id, clientRow!.id))
  })
})
