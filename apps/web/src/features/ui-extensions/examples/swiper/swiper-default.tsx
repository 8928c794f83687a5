import Box from '@mui/material/Box'
import { useTheme } from '@mui/material/styles'
import { A11y } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import 'swiper/css'
import { SwiperSlideImage } from './swiper-slide-image'
import { SLIDES } from './swiper-slides'

/** Swipe or drag between slides; the direction follows the page's (right to left in Arabic). */
export function SwiperDefault() {
  const theme = useTheme()
  return (
    <Box sx={{ borderRadius: 1, overflow: 'hidden' }}>
      <Swiper dir={theme.direction} modules={[A11y]}>
        {SLIDES.map(({ label, image }) => (
          <SwiperSlide key={label}>
            <SwiperSlideImage image={image} alt={label} height={240} />
          </SwiperSlide>
        ))}
      </Swiper>
    </Box>
  )
}
