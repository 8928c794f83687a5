// The property listing's photos step: images uploaded to POST /api/media/uploads as they are
// picked, their ids kept in the form (and so in the draft), each removable; the upload's refusal
// (type, size) shown under the field.
import { useRef, useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormHelperText from '@mui/material/FormHelperText'
import IconButton from '@mui/material/IconButton'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined'
import DeleteOutline from '@mui/icons-material/DeleteOutline'
import { Controller, type Control } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { LISTING_PHOTOS_MAX, UPLOAD_MAX_BYTES, type ErrorIssue, type ListingWizardInput } from '@aurum/shared'
import { ApiError } from '@/lib/api-client'
import { useErrorText } from '@/lib/error-text'
import { uploadListingPhoto } from '../api'
import { useFormat } from '@/lib/format'

export function WizardListingPhotos<O>({ control }: { control: Control<ListingWizardInput, unknown, O> }) {
  const { t } = useTranslation()
  const format = useFormat()
  const errorText = useErrorText()
  const input = useRef<HTMLInputElement>(null)
  const [uploading, setUploading] = useState(false)
  const [refusal, setRefusal] = useState<ErrorIssue | null>(null)
  return (
    <Controller
      control={control}
      name="photos.photoIds"
      render={({ field, fieldState }) => {
        const ids: string[] = Array.isArray(field.value) ? field.value : []
        const add = async (files: FileList | null) => {
          if (!files?.length) return
          setRefusal(null)
          setUploading(true)
          const added: string[] = []
          try {
            for (const file of Array.from(files).slice(0, LISTING_PHOTOS_MAX - ids.length))
              added.push((await uploadListingPhoto(file)).id)
          } catch (error) {
            setRefusal(error instanceof ApiError && error.issue ? error.issue : { code: 'unknown' })
          } finally {
            setUploading(false)
            if (added.length) field.onChange([...ids, ...added])
            if (input.current) input.current.value = ''
          }
        }
        return (
          <Box>
            <input
              ref={input}
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
              multiple
              hidden
              aria-label={t('wizards.listing.fields.photoFiles')}
              onChange={(event) => void add(event.target.files)}
            />
            <Button
              ref={field.ref}
              variant="outlined"
              startIcon={<AddPhotoAlternateOutlined />}
              disabled={uploading || ids.length >= LISTING_PHOTOS_MAX}
              onClick={() => input.current?.click()}
            >
              {t('wizards.listing.addPhotos')}
            </Button>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('wizards.listing.photosHint', {
                max: LISTING_PHOTOS_MAX,
                limit: format.fileSize(UPLOAD_MAX_BYTES),
              })}
            </Typography>
            {uploading ? <LinearProgress sx={{ mt: 2 }} aria-label={t('wizards.listing.uploading')} /> : null}
            {fieldState.error || refusal ? (
              <FormHelperText error>{errorText(refusal ?? fieldState.error?.message)}</FormHelperText>
            ) : null}
            <Box
              component="ul"
              aria-label={t('wizards.listing.photos')}
              sx={{ listStyle: 'none', p: 0, mt: 2, display: 'flex', flexWrap: 'wrap', gap: 2 }}
            >
              {ids.map((id, index) => (
                <Box component="li" key={id} sx={{ position: 'relative' }}>
                  <Box
                    component="img"
                    src={`/api/media/uploads/${id}`}
                    alt={t('wizards.listing.photoAlt', { number: index + 1 })}
                    sx={{ width: 120, height: 90, objectFit: 'cover', borderRadius: 1, display: 'block' }}
                  />
                  <IconButton
                    size="small"
                    aria-label={t('wizards.listing.removePhoto', { number: index + 1 })}
                    onClick={() => field.onChange(ids.filter((other) => other !== id))}
                    sx={{
                      position: 'absolute',
                      insetBlockStart: 4,
                      insetInlineEnd: 4,
                      bgcolor: 'background.paper',
                    }}
                  >
                    <DeleteOutline fontSize="small" />
                  </IconButton>
                </Box>
              ))}
            </Box>
          </Box>
        )
      }}
    />
  )
}
