import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ChatContact, ChatsAndContacts, ChatThread } from '@aurum/shared'
import { stubWindowWidth } from '@/test/match-media'
import { renderWithProviders, type TestSession } from '@/test/render'
import { ChatPage } from './chat-page'

const contact = (id: number, fullName: string): ChatContact => ({
  id,
  fullName,
  role: 'Designer',
  about: '',
  avatar: null,
  status: 'online',
})
const FELICIA = contact(2, 'Felicia Rower')
const LONG_MESSAGE =
  'A long message that has to wrap on a phone instead of being cut at the edge of the screen'

const LIST: ChatsAndContacts = {
  chatsContacts: [],
  contacts: [FELICIA, contact(3, 'Adalberto Granzin')],
  profileUser: {
    ...contact(1, 'John Doe'),
    settings: { isTwoStepAuthVerificationEnabled: false, isNotificationsOn: true },
  },
}
const THREAD: ChatThread = {
  contact: FELICIA,
  chat: {
    id: 7,
    userId: 2,
    unseenMsgs: 0,
    messages: [
      {
        id: 1,
        message: LONG_MESSAGE,
        attachment: null,
        time: '2026-11-20T10:00:00.000Z',
        senderId: 2,
        feedback: { isSent: true, isDelivered: true, isSeen: true },
      },
    ],
  },
}

const SESSION: TestSession = { userAbilityRules: [{ action: 'read', subject: 'Chat' }] }

describe('chat page on a phone and on a desktop', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://localhost')
        if (url.pathname.endsWith('/chats-and-contacts')) return Response.json(LIST)
        if (url.pathname.endsWith('/chats/2')) return Response.json(THREAD)
        return Response.json({}, { status: 404 })
      }),
    )
    // The page scrolls its log to the newest message; jsdom does not lay out.
    Element.prototype.scrollIntoView = () => {}
  })
  afterEach(() => vi.unstubAllGlobals())

  it('on a phone goes from the full-width list to the conversation and back', async () => {
    stubWindowWidth(390)
    const { router } = await renderWithProviders(<ChatPage />, {
      route: '/apps/chat',
      session: SESSION,
    })
    const list = await screen.findByRole('complementary', { name: 'Chats and contacts' }, { timeout: 15_000 })
    // No empty conversation squeezed beside the list.
    expect(screen.queryByText('Start a conversation')).toBeNull()

    fireEvent.click(await within(list).findByRole('button', { name: /Felicia Rower/ }))
    expect(await screen.findByText(LONG_MESSAGE, {}, { timeout: 15_000 })).toBeTruthy()
    expect(router.state.location.search).toBe('?with=2')
    // The conversation is a screen of its own: the list is gone.
    expect(screen.queryByRole('complementary', { name: 'Chats and contacts' })).toBeNull()
    // Message text wraps instead of being cut.
    const bubble = screen.getByTestId('chat-message')
    expect(getComputedStyle(bubble).whiteSpace).toBe('pre-wrap')
    expect(getComputedStyle(bubble).overflowWrap).toBe('anywhere')

    fireEvent.click(screen.getByRole('button', { name: 'Back to chats' }))
    expect(
      await screen.findByRole('complementary', { name: 'Chats and contacts' }, { timeout: 15_000 }),
    ).toBeTruthy()
    expect(router.state.location.search).toBe('')
    expect(screen.queryByText(LONG_MESSAGE)).toBeNull()
  }, 60_000)

  it('on a phone a conversation opened from its address comes back after a reload, with its back button', async () => {
    stubWindowWidth(390)
    const { router } = await renderWithProviders(<ChatPage />, {
      route: '/apps/chat?with=2',
      session: SESSION,
    })
    expect(await screen.findByText(LONG_MESSAGE, {}, { timeout: 15_000 })).toBeTruthy()
    expect(screen.queryByRole('complementary', { name: 'Chats and contacts' })).toBeNull()
    // Nothing to go back to in the history: the list replaces the conversation.
    fireEvent.click(screen.getByRole('button', { name: 'Back to chats' }))
    await waitFor(() => expect(router.state.location.search).toBe(''))
    expect(await screen.findByRole('complementary', { name: 'Chats and contacts' })).toBeTruthy()
  }, 60_000)

  it('names the back button in every language', async () => {
    stubWindowWidth(390)
    for (const [language, name] of [
      ['es', 'Volver a los chats'],
      ['fr', 'Retour aux discussions'],
      ['ar', 'العودة إلى المحادثات'],
    ] as const) {
      const view = await renderWithProviders(<ChatPage />, {
        route: '/apps/chat?with=2',
        language,
        session: SESSION,
      })
      expect(await screen.findByRole('button', { name }, { timeout: 15_000 })).toBeTruthy()
      view.unmount()
    }
  }, 60_000)

  it('on a desktop keeps the list beside the conversation, without a back button', async () => {
    stubWindowWidth(1440)
    await renderWithProviders(<ChatPage />, {
      route: '/apps/chat?with=2',
      session: SESSION,
    })
    expect(await screen.findByText(LONG_MESSAGE, {}, { timeout: 15_000 })).toBeTruthy()
    expect(screen.getByRole('complementary', { name: 'Chats and contacts' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Back to chats' })).toBeNull()
  }, 60_000)
})

describe('a message the server refuses', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(String(input), 'http://localhost')
        if (url.pathname.endsWith('/chats-and-contacts')) return Response.json(LIST)
        if (url.pathname.endsWith('/chats/2') && init?.method === 'POST')
          return Response.json(
            {
              message: 'This person cannot read chat messages: their role has no access to the chat',
              code: 'chat.recipientCannotRead',
            },
            { status: 409 },
          )
        if (url.pathname.endsWith('/chats/2')) return Response.json(THREAD)
        return Response.json({}, { status: 404 })
      }),
    )
    Element.prototype.scrollIntoView = () => {}
  })
  afterEach(() => vi.unstubAllGlobals())

  it('says why in the conversation and keeps the draft', async () => {
    stubWindowWidth(1280)
    await renderWithProviders(<ChatPage />, { route: '/apps/chat?with=2', session: SESSION })
    expect(await screen.findByText(LONG_MESSAGE, {}, { timeout: 15_000 })).toBeTruthy()
    const input = screen.getByRole('textbox', { name: 'Type your message' })
    fireEvent.change(input, { target: { value: 'Can you read this?' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain(
      'This person cannot read chat messages: their role has no access to the chat. The message was not sent.',
    )
    expect((input as HTMLTextAreaElement).value).toBe('Can you read this?')
  }, 60_000)
})
