// The app with its router: every area's pages, the guards, the server-state cache. main.tsx loads it
// for a first address that is not one of the visitor entry's screens (visitor-app.tsx), or when a
// visitor leaves those screens (logged in, or followed a link elsewhere).
import type { ReactElement } from 'react'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from 'react-router'
import { queryClient } from '../lib/query-client'
import { BaseProvider } from './base-provider'
import { createAppRouter } from './router'

export type FullApp = {
  element: ReactElement
  /** Settles once the router has loaded the current address's layout and page (or redirected). */
  ready: Promise<void>
}

export function startFullApp(): FullApp {
  const router = createAppRouter()
  const ready = new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve()
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return
      unsubscribe()
      resolve()
    })
  })
  const element = (
    <QueryClientProvider client={queryClient}>
      <BaseProvider>
        <RouterProvider router={router} />
      </BaseProvider>
    </QueryClientProvider>
  )
  return { element, ready }
}
