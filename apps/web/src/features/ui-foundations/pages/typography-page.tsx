import { useTranslation } from 'react-i18next'
import { ShowcasePage } from '@/components/showcase/showcase-page'
import { examples } from '../examples/typography'

export function TypographyPage() {
  const { t } = useTranslation()
  return (
    <ShowcasePage
      title={t('nav.typography')}
      subtitle={t('uiFoundations.typography.subtitle')}
      examples={examples}
      exampleTitle={(id) => t(`uiFoundations.typography.examples.${id}`)}
    />
  )
}
