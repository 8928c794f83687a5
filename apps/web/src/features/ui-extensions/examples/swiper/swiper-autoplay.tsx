import Box from '@mui/material/Box'
import { useTheme } from '@mui/material/styles'
import { A11y, Autoplay, Pagination } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import 'swiper/css'
import 'swiper/css/pagination'
import { SwiperSlideImage } from './swiper-slide-image'
import { SLIDES } from './swiper-slides'

/** Moves on every 2.5 s, pauses while hovered; several slides per view on wide screens. */
export function SwiperAutoplay() {
  const theme = useTheme()
  // People who ask their system for less motion get no automatic sliding.
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  return (
    <Box sx={{ '--swiper-theme-color': theme.palette.primary.main }}>
      <Swiper
        dir={theme.direction}
        modules={[Autoplay, Pagination, A11y]}
        autoplay={
          reducedMotion ? false : { delay: 2500, pauseOnMouseEnter: true, disableOnInteraction: false }
        }
        pagination={{ clickable: true }}
        spaceBetween={12}
        slidesPerView={1}
        breakpoints={{ 600: { slidesPerView: 2 }, 900: { slidesPerView: 3 } }}
        loop
      >
        {SLIDES.map(({ label, image }) => (
          <SwiperSlide key={label}>
            <SwiperSlideImage image={image} alt={label} height={160} rounded />
          </SwiperSlide>
        ))}
      </Swiper>
    </Box>
  )
}
