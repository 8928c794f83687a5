import { useTranslation } from 'react-i18next'
import { ShowcasePage } from '@/components/showcase/showcase-page'
import { examples } from '../examples/simple-table'

export function SimpleTablePage() {
  const { t } = useTranslation()
  return (
    <ShowcasePage
      title={t('nav.simpleTable')}
      subtitle={t('tables.simple.subtitle')}
      examples={examples}
      exampleTitle={(id) => t(`tables.simple.examples.${id}`)}
    />
  )
}
