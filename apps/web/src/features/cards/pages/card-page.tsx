// The page of one family of cards: its title and description, then its examples.
import type { ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { ShowcasePage, type ShowcaseEntry } from '@/components/showcase/showcase-page'

/** The page component of a family (made once, when its route's code loads). */
export function cardPage(family: string, titleKey: string, examples: ShowcaseEntry[]): ComponentType {
  function CardPage() {
    const { t } = useTranslation()
    return (
      <ShowcasePage
        title={t(titleKey)}
        subtitle={t(`cards.${family}.subtitle`)}
        examples={examples}
        exampleTitle={(id) => t(`cards.${family}.examples.${id}`)}
      />
    )
  }
  return CardPage
}
