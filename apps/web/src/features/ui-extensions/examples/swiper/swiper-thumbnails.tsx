import Box from '@mui/material/Box'
import { useTheme } from '@mui/material/styles'
import { useState } from 'react'
import { A11y, FreeMode, Thumbs } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import type { Swiper as SwiperInstance } from 'swiper/types'
import 'swiper/css'
import 'swiper/css/free-mode'
import 'swiper/css/thumbs'
import { SwiperSlideImage } from './swiper-slide-image'
import { SLIDES } from './swiper-slides'

/** A gallery: the strip of thumbnails below chooses the big slide. Pictures load lazily. */
export function SwiperThumbnails() {
  const theme = useTheme()
  const [thumbs, setThumbs] = useState<SwiperInstance | null>(null)
  return (
    <Box>
      <Swiper
        dir={theme.direction}
        modules={[Thumbs, A11y]}
        thumbs={{ swiper: thumbs && !thumbs.destroyed ? thumbs : null }}
        spaceBetween={8}
      >
        {SLIDES.map(({ label, image }) => (
          <SwiperSlide key={label}>
            <SwiperSlideImage image={image} alt={label} height={220} rounded lazy />
          </SwiperSlide>
        ))}
      </Swiper>
      <Swiper
        dir={theme.direction}
        modules={[FreeMode, Thumbs]}
        onSwiper={setThumbs}
        spaceBetween={8}
        slidesPerView={4}
        freeMode
        watchSlidesProgress
        style={{ marginTop: 8 }}
      >
        {SLIDES.map(({ label, image }) => (
          <SwiperSlide key={label} style={{ cursor: 'pointer' }}>
            <SwiperSlideImage image={image} alt="" height={56} rounded lazy />
          </SwiperSlide>
        ))}
      </Swiper>
    </Box>
  )
}
