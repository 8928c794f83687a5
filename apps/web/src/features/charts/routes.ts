// The chart galleries (spec section 2: /charts/apex-chart, /charts/chartjs): each library's chart
// types drawn with the theme's colours, each example's own file behind "show code". Each library
// loads only with its page. Open to every signed-in user; menu titles are the layout's.
import type { ShowcaseEntry } from '@/components/showcase/showcase-page'
import type { AppRoute } from '@/lib/route-types'
import type { ChartLibrary } from './pages/chart-gallery-page'

const galleryRoute = (
  path: string,
  library: ChartLibrary,
  titleKey: string,
  order: number,
  loadExamples: () => Promise<{ examples: ShowcaseEntry[] }>,
): AppRoute => ({
  path,
  lazy: () =>
    Promise.all([import('./pages/chart-gallery-page'), loadExamples()]).then(([page, { examples }]) => ({
      Component: page.chartGalleryPage(library, titleKey, examples),
    })),
  meta: { titleKey, icon: 'chart', menu: { in: 'charts', order }, search: 'chartsMisc' },
})

export const chartRoutes: AppRoute[] = [
  galleryRoute('/charts/apex-chart', 'apex', 'nav.apexChart', 10, () => import('./examples/apex')),
  galleryRoute('/charts/chartjs', 'chartjs', 'nav.chartjs', 20, () => import('./examples/chartjs')),
]
