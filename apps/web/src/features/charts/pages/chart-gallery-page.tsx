// A gallery of one chart library: its title and description, then its examples.
import type { ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { ShowcasePage, type ShowcaseEntry } from '@/components/showcase/showcase-page'

export type ChartLibrary = 'apex' | 'chartjs'

/** The page component of a library's gallery (made once, when its route's code loads). */
export function chartGalleryPage(
  library: ChartLibrary,
  titleKey: string,
  examples: ShowcaseEntry[],
): ComponentType {
  function ChartGalleryPage() {
    const { t } = useTranslation()
    return (
      <ShowcasePage
        title={t(titleKey)}
        subtitle={t(`charts.${library}.subtitle`)}
        examples={examples}
        exampleTitle={(id) => t(`charts.${library}.examples.${id}`)}
      />
    )
  }
  return ChartGalleryPage
}
