// The app records its own page views (the analytics dashboard reads them): each signed-in page's
// path, without query or fragment, and an anonymous id this tab keeps for its session. No user,
// address or browser detail is sent beyond the token that lets the call in; failures are ignored.
import { useEffect } from 'react'
import { getSession } from './session'

const SESSION_KEY = 'aurum-analytics-session'

/** A random id for this tab's session (sessionStorage: gone when the tab closes). */
function analyticsSessionId(): string {
  try {
    const kept = sessionStorage.getItem(SESSION_KEY)
    if (kept) return kept
    const fresh = crypto.randomUUID()
    sessionStorage.setItem(SESSION_KEY, fresh)
    return fresh
  } catch {
    return 'no-storage-session'
  }
}

function recordPageView(pathname: string): void {
  const { accessToken } = getSession()
  if (!accessToken) return
  try {
    void fetch('/api/analytics/page-views', {
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ path: pathname, sessionId: analyticsSessionId() }),
    }).catch(() => undefined)
  } catch {
    // Recording is best effort: a page never fails because of it.
  }
}

/** Records a view each time the signed-in frame shows another path. */
export function usePageViews(pathname: string): void {
  useEffect(() => {
    recordPageView(pathname)
  }, [pathname])
}
