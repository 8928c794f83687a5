import Box from '@mui/material/Box'
import { useTheme } from '@mui/material/styles'
import { useTranslation } from 'react-i18next'
import { A11y, Navigation, Pagination } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import 'swiper/css'
import 'swiper/css/navigation'
import 'swiper/css/pagination'
import { SwiperSlideImage } from './swiper-slide-image'
import { SLIDES } from './swiper-slides'

/** Arrows and clickable dots, with their labels in the reader's language. */
export function SwiperNavigation() {
  const theme = useTheme()
  const { t } = useTranslation()
  return (
    <Box
      sx={{
        borderRadius: 1,
        overflow: 'hidden',
        '--swiper-theme-color': theme.palette.primary.main,
        '--swiper-navigation-color': theme.palette.common.white,
      }}
    >
      <Swiper
        dir={theme.direction}
        modules={[Navigation, Pagination, A11y]}
        navigation
        pagination={{ clickable: true }}
        a11y={{
          prevSlideMessage: t('uiExtensions.swiper.previous'),
          nextSlideMessage: t('uiExtensions.swiper.next'),
          paginationBulletMessage: t('uiExtensions.swiper.goTo', { index: '{{index}}' }),
        }}
      >
        {SLIDES.map(({ label, image }) => (
          <SwiperSlide key={label}>
            <SwiperSlideImage image={image} alt={label} height={240} />
          </SwiperSlide>
        ))}
      </Swiper>
    </Box>
  )
}
