// The chat's end of /api/realtime: one socket per open chat page, signed in by its first message,
// reconnecting with a growing pause. Events refresh the REST queries (a reload shows the same);
// after a reconnect everything is fetched again, which brings the messages missed meanwhile.
import { useEffect, useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { RealtimeEvent } from '@aurum/shared'
import { getSession } from '../../lib/session'
import { chatKeys } from './api'

const TYPING_SHOWN_MS = 4000

export type ChatRealtime = {
  connected: boolean
  /** Contacts typing to the user now. */
  typing: ReadonlySet<number>
  sendTyping: (contactId: number, typing: boolean) => void
}

function socketUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:'
  return `${protocol}//${window.location.host}/api/realtime`
}

export function useChatRealtime(activeContactId: number | null): ChatRealtime {
  const queryClient = useQueryClient()
  const [connected, setConnected] = useState(false)
  const [typing, setTyping] = useState<ReadonlySet<number>>(new Set())
  const socketRef = useRef<WebSocket | null>(null)
  const activeRef = useRef(activeContactId)
  useEffect(() => {
    activeRef.current = activeContactId
  }, [activeContactId])

  useEffect(() => {
    let stopped = false
    let attempt = 0
    let everReady = false
    let retry: ReturnType<typeof setTimeout> | undefined
    const typingTimers = new Map<number, ReturnType<typeof setTimeout>>()

    const setContactTyping = (contactId: number, on: boolean) => {
      clearTimeout(typingTimers.get(contactId))
      setTyping((current) => {
        const next = new Set(current)
        if (on) next.add(contactId)
        else next.delete(contactId)
        return next
      })
      if (on)
        typingTimers.set(
          contactId,
          setTimeout(() => setContactTyping(contactId, false), TYPING_SHOWN_MS),
        )
    }

    const onEvent = (event: RealtimeEvent, socket: WebSocket) => {
      switch (event.type) {
        case 'ready':
          attempt = 0
          setConnected(true)
          if (everReady) void queryClient.invalidateQueries({ queryKey: chatKeys.all })
          everReady = true
          return
        case 'chat.message':
          setContactTyping(event.contactId, false)
          if (event.message.senderId === event.contactId && activeRef.current !== event.contactId)
            socket.send(
              JSON.stringify({ type: 'delivered', contactId: event.contactId, upToId: event.message.id }),
            )
          void queryClient.invalidateQueries({ queryKey: chatKeys.thread(event.contactId) })
          void queryClient.invalidateQueries({ queryKey: chatKeys.lists() })
          return
        case 'chat.receipt':
        case 'chat.changed':
          void queryClient.invalidateQueries({ queryKey: chatKeys.thread(event.contactId) })
          void queryClient.invalidateQueries({ queryKey: chatKeys.lists() })
          return
        case 'chat.typing':
          setContactTyping(event.contactId, event.typing)
          return
        case 'chat.presence':
        case 'chat.unread':
          void queryClient.invalidateQueries({ queryKey: chatKeys.lists() })
          return
      }
    }

    const open = () => {
      const token = getSession().accessToken
      if (stopped || !token) return
      const socket = new WebSocket(socketUrl())
      socketRef.current = socket
      socket.onopen = () => socket.send(JSON.stringify({ type: 'auth', token }))
      socket.onmessage = (message) => {
        try {
          onEvent(JSON.parse(String(message.data)) as RealtimeEvent, socket)
        } catch {
          // An unreadable event is dropped; the next refresh shows the truth.
        }
      }
      socket.onclose = () => {
        setConnected(false)
        if (socketRef.current === socket) socketRef.current = null
        if (stopped) return
        attempt += 1
        retry = setTimeout(open, Math.min(30_000, 500 * 2 ** Math.min(attempt, 6)))
      }
    }
    open()
    return () => {
      stopped = true
      clearTimeout(retry)
      for (const timer of typingTimers.values()) clearTimeout(timer)
      socketRef.current?.close()
    }
  }, [queryClient])

  const sendTyping = (contactId: number, on: boolean) => {
    const socket = socketRef.current
    if (socket?.readyState === WebSocket.OPEN)
      socket.send(JSON.stringify({ type: 'typing', contactId, typing: on }))
  }
  return { connected, typing, sendTyping }
}
