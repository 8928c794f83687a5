// A listing's photos as a row of thumbnails, each named by its place in the listing.
import Box from '@mui/material/Box'
import { useTranslation } from 'react-i18next'

export type WizardListingThumbnailsProps = {
  urls: readonly string[]
  /** Each thumbnail's width in pixels; its height keeps a 4:3 frame. */
  width: number
}

export function WizardListingThumbnails({ urls, width }: WizardListingThumbnailsProps) {
  const { t } = useTranslation()
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
      {urls.map((url, index) => (
        <Box
          key={url}
          component="img"
          src={url}
          alt={t('wizards.listing.photoAlt', { number: index + 1 })}
          sx={{ width, height: (width * 3) / 4, objectFit: 'cover', borderRadius: 1 }}
        />
      ))}
    </Box>
  )
}
