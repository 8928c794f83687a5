// The page of /forms/form-layouts or /forms/form-validation: title, description, then its examples.
import type { ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { ShowcasePage, type ShowcaseEntry } from '@/components/showcase/showcase-page'

export type FormShowcaseName = 'layouts' | 'validation'

/** The page component (made once, when its route's code loads). */
export function formShowcasePage(
  name: FormShowcaseName,
  titleKey: string,
  examples: ShowcaseEntry[],
): ComponentType {
  function FormShowcasePage() {
    const { t } = useTranslation()
    return (
      <ShowcasePage
        title={t(titleKey)}
        subtitle={t(`formLayouts.${name}.subtitle`)}
        examples={examples}
        exampleTitle={(id) => t(`formLayouts.${name}.examples.${id}`)}
      />
    )
  }
  return FormShowcasePage
}
