import { useTranslation } from 'react-i18next'
import { ShowcasePage } from '@/components/showcase/showcase-page'
import { examples } from '../examples/swiper'

export function SwiperPage() {
  const { t } = useTranslation()
  return (
    <ShowcasePage
      title={t('nav.swiper')}
      subtitle={t('uiExtensions.swiper.subtitle')}
      examples={examples}
      exampleTitle={(id) => t(`uiExtensions.swiper.examples.${id}`)}
    />
  )
}
