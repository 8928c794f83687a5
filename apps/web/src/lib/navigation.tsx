// Links and navigation for pages that open both in the signed-in app (React Router's data router)
// and in the visitor entry (app/visitor-app.tsx, which has no router so that /login stays small):
// each frame provides how to navigate; the pages only name where to go. Absolute paths only.
import {
  createContext,
  useContext,
  useMemo,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react'

type AppNavigateOptions = { replace?: boolean }
export type AppNavigate = (to: string, options?: AppNavigateOptions) => void | Promise<void>
export type AppNavigation = { navigate: AppNavigate; pathname: string; search: string }

const AppNavigationContext = createContext<AppNavigation | null>(null)

export function AppNavigationProvider({ value, children }: { value: AppNavigation; children: ReactNode }) {
  return <AppNavigationContext value={value}>{children}</AppNavigationContext>
}

function useAppNavigation(): AppNavigation {
  const navigation = useContext(AppNavigationContext)
  if (!navigation) throw new Error('useAppNavigation: no AppNavigationProvider above this component')
  return navigation
}

export function useAppNavigate(): AppNavigate {
  return useAppNavigation().navigate
}

/** The current address's query, like React Router's useSearchParams()[0]. */
export function useAppSearchParams(): URLSearchParams {
  const { search } = useAppNavigation()
  return useMemo(() => new URLSearchParams(search), [search])
}

export type AppLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string
  replace?: boolean
  ref?: Ref<HTMLAnchorElement>
}

/** A link that navigates in the page (a real href, so new tabs and copying the link still work). */
export function AppLink({ to, replace, onClick, ref, ...anchor }: AppLinkProps) {
  const { navigate } = useAppNavigation()
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    const plainClick =
      event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey
    if (event.defaultPrevented || !plainClick || (anchor.target && anchor.target !== '_self')) return
    event.preventDefault()
    void navigate(to, { replace })
  }
  return <a ref={ref} href={to} onClick={follow} {...anchor} />
}
