// One /api/realtime socket per signed-in tab, shared by everything that listens: the navbar's chat
// badge, the notification bell and the chat page. It signs in by its first message (a token never
// travels in the URL), reconnects with a growing pause, and tells listeners when it is ready again
// so they can fetch what they missed. A close for an unauthorized token (4401: the session ended,
// the user was suspended or deleted) is not a drop: the REST API is asked, whose 401 ends the
// session as for any request, and only a token it still accepts is tried again.
import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react'
import { REALTIME_CLOSE_UNAUTHORIZED, type RealtimeClientMessage, type RealtimeEvent } from '@aurum/shared'
import { getSession, isLoggedIn } from './session'
import { refreshSession } from './session-refresh'

type Listener = (event: RealtimeEvent) => void

export type RealtimeConnection = {
  subscribe: (listener: Listener) => () => void
  /** Sends when the socket is signed in; returns whether it went. */
  send: (message: Exclude<RealtimeClientMessage, { type: 'auth' }>) => boolean
  isConnected: () => boolean
  onConnectedChange: (listener: () => void) => () => void
  start: () => void
  stop: () => void
}

const MAX_RETRY_MS = 30_000

function socketUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:'
  return `${protocol}//${window.location.host}/api/realtime`
}

export type RealtimeConnectionOptions = {
  /** Asks the server whether the session still stands (a 401 there ends it). */
  checkSession?: () => Promise<void>
}

export function createRealtimeConnection({
  checkSession = refreshSession,
}: RealtimeConnectionOptions = {}): RealtimeConnection {
  const listeners = new Set<Listener>()
  const connectedListeners = new Set<() => void>()
  let socket: WebSocket | null = null
  let connected = false
  let stopped = true
  let attempt = 0
  let retry: ReturnType<typeof setTimeout> | undefined

  const setConnected = (value: boolean) => {
    if (connected === value) return
    connected = value
    for (const listener of connectedListeners) listener()
  }

  const open = () => {
    const token = getSession().accessToken
    if (stopped || !token) return
    const current = new WebSocket(socketUrl())
    socket = current
    current.onopen = () => current.send(JSON.stringify({ type: 'auth', token }))
    current.onmessage = (message) => {
      let event: RealtimeEvent
      try {
        event = JSON.parse(String(message.data)) as RealtimeEvent
      } catch {
        return // An unreadable event is dropped; the next fetch shows the truth.
      }
      if (event.type === 'ready') {
        attempt = 0
        setConnected(true)
      }
      for (const listener of listeners) listener(event)
    }
    current.onclose = (close) => {
      if (socket === current) socket = null
      setConnected(false)
      if (stopped) return
      attempt += 1
      const reconnect = () => {
        if (stopped || !isLoggedIn()) return
        retry = setTimeout(open, Math.min(MAX_RETRY_MS, 500 * 2 ** Math.min(attempt, 6)))
      }
      if (close.code === REALTIME_CLOSE_UNAUTHORIZED) void checkSession().then(reconnect, reconnect)
      else reconnect()
    }
  }

  return {
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    send(message) {
      if (!connected || socket?.readyState !== WebSocket.OPEN) return false
      socket.send(JSON.stringify(message))
      return true
    },
    isConnected: () => connected,
    onConnectedChange(listener) {
      connectedListeners.add(listener)
      return () => connectedListeners.delete(listener)
    },
    start() {
      if (!stopped) return
      stopped = false
      attempt = 0
      open()
    },
    stop() {
      stopped = true
      clearTimeout(retry)
      socket?.close()
      socket = null
      setConnected(false)
    },
  }
}

/** Outside a provider (tests, blank pages) nothing connects and nothing is heard. */
const idle: RealtimeConnection = {
  subscribe: () => () => undefined,
  send: () => false,
  isConnected: () => false,
  onConnectedChange: () => () => undefined,
  start: () => undefined,
  stop: () => undefined,
}

const RealtimeContext = createContext<RealtimeConnection>(idle)

export function RealtimeProvider({ children }: { children: ReactNode }) {
  const [connection] = useState(createRealtimeConnection)
  useEffect(() => {
    connection.start()
    return () => connection.stop()
  }, [connection])
  return <RealtimeContext value={connection}>{children}</RealtimeContext>
}

export function useRealtime(): RealtimeConnection {
  return useContext(RealtimeContext)
}

export function useRealtimeConnected(): boolean {
  const connection = useRealtime()
  return useSyncExternalStore(connection.onConnectedChange, connection.isConnected)
}

/** Calls the latest `listener` for every event while mounted. */
export function useRealtimeEvents(listener: Listener): void {
  const connection = useRealtime()
  const latest = useRef(listener)
  useEffect(() => {
    latest.current = listener
  })
  useEffect(() => connection.subscribe((event) => latest.current(event)), [connection])
}
