import { useTranslation } from 'react-i18next'
import { ShowcasePage } from '@/components/showcase/showcase-page'
import { examples } from '../examples'

export function DialogExamplesPage() {
  const { t } = useTranslation()
  return (
    <ShowcasePage
      title={t('nav.dialogExamples')}
      subtitle={t('dialogExamples.subtitle')}
      examples={examples}
      exampleTitle={(id) => t(`dialogExamples.${id}.example`)}
    />
  )
}
