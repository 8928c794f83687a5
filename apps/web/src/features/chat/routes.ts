// The chat app (spec section 2): /apps/chat, fixed height. The server checks the Chat ability on
// every call; the conversation open is held in the address (?with=<user id>).
import { paths } from '@/lib/paths'
import type { AppRoute } from '@/lib/route-types'

/** The layout's fixed-height content (app/layouts: FIXED_HEIGHT_CLASS), as the spec's chat route asks. */
const FIXED_HEIGHT_CLASS = 'layout-content-height-fixed'

export const chatRoutes: AppRoute[] = [
  {
    path: paths.chat,
    lazy: () => import('./pages/chat-page').then((m) => ({ Component: m.ChatPage })),
    meta: {
      action: 'read',
      subject: 'Chat',
      titleKey: 'nav.chat',
      icon: 'chat',
      menu: { in: 'appsPages', order: 50 },
      search: 'appsPages',
      layoutWrapperClasses: FIXED_HEIGHT_CLASS,
    },
  },
]
