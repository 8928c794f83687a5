import Box from '@mui/material/Box'
import { useTheme } from '@mui/material/styles'
import { A11y } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import 'swiper/css'
import { SLIDES } from './swiper-slides'

/** Swipe or drag between slides; the direction follows the page's (right to left in Arabic). */
export function SwiperDefault() {
  const theme = useTheme()
  return (
    <Box sx={{ borderRadius: 1, overflow: 'hidden' }}>
      <Swiper dir={theme.direction} modules={[A11y]}>
        {SLIDES.map(({ label, image }) => (
          <SwiperSlide key={label}>
            <Box
              component="img"
              src={image}
              alt={label}
              sx={{ display: 'block', width: '100%', height: 240, objectFit: 'cover' }}
            />
          </SwiperSlide>
        ))}
      </Swiper>
    </Box>
  )
}
