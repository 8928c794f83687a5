// The page of one component family: its title and description, then its examples.
import type { ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { ShowcasePage, type ShowcaseEntry } from '@/components/showcase/showcase-page'
import { uiComponentNavKey, type UiComponentPageName } from '../ui-component-names'

/** The page component of a family (made once, when its route's code loads). */
export function uiComponentPage(name: UiComponentPageName, examples: ShowcaseEntry[]): ComponentType {
  const strings = `uiComponents.${name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())}`
  function UiComponentPage() {
    const { t } = useTranslation()
    return (
      <ShowcasePage
        title={t(uiComponentNavKey(name))}
        subtitle={t(`${strings}.subtitle`)}
        examples={examples}
        exampleTitle={(id) => t(`${strings}.examples.${id}`)}
      />
    )
  }
  return UiComponentPage
}
