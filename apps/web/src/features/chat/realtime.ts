// The chat's use of the tab's realtime socket (lib/realtime): events refresh the REST queries (a
// reload shows the same); after a reconnect everything is fetched again, which brings the messages
// missed meanwhile. Typing is shown for a few seconds unless renewed.
import { useEffect, useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { RealtimeEvent } from '@aurum/shared'
import { useRealtime, useRealtimeConnected, useRealtimeEvents } from '@/lib/realtime'
import { chatKeys } from './api'

const TYPING_SHOWN_MS = 4000

export type ChatRealtime = {
  connected: boolean
  /** Contacts typing to the user now. */
  typing: ReadonlySet<number>
  sendTyping: (contactId: number, typing: boolean) => void
}

export function useChatRealtime(activeContactId: number | null): ChatRealtime {
  const queryClient = useQueryClient()
  const connection = useRealtime()
  const connected = useRealtimeConnected()
  const [typing, setTyping] = useState<ReadonlySet<number>>(new Set())
  const typingTimers = useRef(new Map<number, ReturnType<typeof setTimeout>>())
  useEffect(() => {
    const timers = typingTimers.current
    return () => {
      for (const timer of timers.values()) clearTimeout(timer)
    }
  }, [])

  const setContactTyping = (contactId: number, on: boolean) => {
    clearTimeout(typingTimers.current.get(contactId))
    setTyping((current) => {
      if (current.has(contactId) === on) return current
      const next = new Set(current)
      if (on) next.add(contactId)
      else next.delete(contactId)
      return next
    })
    if (on)
      typingTimers.current.set(
        contactId,
        setTimeout(() => setContactTyping(contactId, false), TYPING_SHOWN_MS),
      )
  }

  useRealtimeEvents((event: RealtimeEvent) => {
    switch (event.type) {
      case 'ready':
        // Connected again (or for the first time after the page's own fetch): catch up.
        void queryClient.invalidateQueries({ queryKey: chatKeys.all })
        return
      case 'chat.message':
        setContactTyping(event.contactId, false)
        if (event.message.senderId === event.contactId && activeContactId !== event.contactId)
          connection.send({ type: 'delivered', contactId: event.contactId, upToId: event.message.id })
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
        void queryClient.invalidateQueries({ queryKey: chatKeys.lists() })
        void queryClient.invalidateQueries({ queryKey: chatKeys.thread(event.userId) })
        return
      default:
        return
    }
  })

  const sendTyping = (contactId: number, on: boolean) => {
    connection.send({ type: 'typing', contactId, typing: on })
  }
  return { connected, typing, sendTyping }
}
