// A slide's picture, filling the slide's width at the height the carousel wants.
import Box from '@mui/material/Box'

export type SwiperSlideImageProps = {
  image: string
  /** The picture's name; '' where something beside it already names it (a thumbnail). */
  alt: string
  height: number
  rounded?: boolean
  lazy?: boolean
}

export function SwiperSlideImage({
  image,
  alt,
  height,
  rounded = false,
  lazy = false,
}: SwiperSlideImageProps) {
  return (
    <Box
      component="img"
      loading={lazy ? 'lazy' : undefined}
      src={image}
      alt={alt}
      sx={{
        display: 'block',
        width: '100%',
        height,
        objectFit: 'cover',
        borderRadius: rounded ? 1 : undefined,
      }}
    />
  )
}
