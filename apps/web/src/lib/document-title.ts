// The browser tab's title: the page's name, then the product's ("Pedidos — Aurum"), so a tab, a
// bookmark and the history say which page they are. The route's title is set by the root frame
// (app/root-frame.tsx) in a layout effect; a page that knows a more precise name (an article's
// title, an auth screen's) sets it with usePageTitle, whose passive effect runs after and wins.
import { useEffect } from 'react'

const PRODUCT_NAME = 'Aurum'

export function documentTitle(page: string | undefined): string {
  return page ? `${page} — ${PRODUCT_NAME}` : PRODUCT_NAME
}

export function usePageTitle(page: string | undefined): void {
  useEffect(() => {
    document.title = documentTitle(page)
  }, [page])
}
