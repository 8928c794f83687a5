// The examples of /extensions/swiper, in the order the page shows them.
import type { ShowcaseEntry } from '@/components/showcase/showcase-page'
import { SwiperAutoplay } from './swiper-autoplay'
import { SwiperDefault } from './swiper-default'
import { SwiperNavigation } from './swiper-navigation'
import { SwiperThumbnails } from './swiper-thumbnails'

export const examples: ShowcaseEntry[] = [
  { id: 'default', Example: SwiperDefault, source: () => import('./swiper-default.tsx?raw') },
  { id: 'navigation', Example: SwiperNavigation, source: () => import('./swiper-navigation.tsx?raw') },
  { id: 'autoplay', Example: SwiperAutoplay, source: () => import('./swiper-autoplay.tsx?raw'), wide: true },
  {
    id: 'thumbnails',
    Example: SwiperThumbnails,
    source: () => import('./swiper-thumbnails.tsx?raw'),
    wide: true,
  },
]
