// The help assistant (spec section 2: /chat-aurum/chat-ia, blank layout, for visitors). The
// router's entry knows this route (app/router.tsx), so a visitor opens it without the registry.
import type { AppRoute } from '@/lib/route-types'

const ASSISTANT_PATH = '/chat-aurum/chat-ia'

export const assistantVisitorRoutes: AppRoute[] = [
  {
    path: ASSISTANT_PATH,
    lazy: () => import('./pages/assistant-page').then((m) => ({ Component: m.AssistantPage })),
    meta: { layout: 'blank', unauthenticatedOnly: true },
  },
]
