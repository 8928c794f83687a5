// The page of one form element: its title and description, then its examples.
import type { ComponentType, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ShowcasePage, type ShowcaseEntry } from '@/components/showcase/showcase-page'
import { formElementNavKey, type FormElementPageName } from '../form-element-names'

/** The page component of an element (made once, when its route's code loads). */
export function formElementPage(
  name: FormElementPageName,
  examples: ShowcaseEntry[],
  Wrapper?: ComponentType<{ children: ReactNode }>,
): ComponentType {
  const strings = `forms.${name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())}`
  function FormElementPage() {
    const { t } = useTranslation()
    const page = (
      <ShowcasePage
        title={t(formElementNavKey(name))}
        subtitle={t(`${strings}.subtitle`)}
        examples={examples}
        exampleTitle={(id) => t(`${strings}.examples.${id}`)}
      />
    )
    return Wrapper ? <Wrapper>{page}</Wrapper> : page
  }
  return FormElementPage
}
