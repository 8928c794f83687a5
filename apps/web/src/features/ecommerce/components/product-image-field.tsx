// An image picker for products and categories: drop a file or browse for one, see it at once,
// and get back the uploaded file's URL (POST /api/media/uploads). The type and the 2 MB limit are
// checked here first so a wrong file fails fast; the server checks them again by the content.
import { useId, useRef, useState, type DragEvent } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import FormHelperText from '@mui/material/FormHelperText'
import Typography from '@mui/material/Typography'
import { alpha } from '@mui/material/styles'
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined'
import DeleteOutlineOutlined from '@mui/icons-material/DeleteOutlineOutlined'
import { useTranslation } from 'react-i18next'
import { UPLOAD_IMAGE_TYPES, UPLOAD_MAX_BYTES } from '@aurum/shared'
import { ApiError } from '@/lib/api-client'
import { useUploadImage } from '../api/products'
import { useFormat } from '@/lib/format'

export type ProductImageFieldProps = {
  /** Accessible name of the file input and the drop zone, e.g. "Product image". */
  label: string
  value: string | null
  onChange: (url: string | null) => void
  error?: string
}

export function ProductImageField({ label, value, onChange, error }: ProductImageFieldProps) {
  const { t } = useTranslation()
  const format = useFormat()
  const upload = useUploadImage()
  const inputRef = useRef<HTMLInputElement>(null)
  const hintId = useId()
  const [dragging, setDragging] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  const take = async (file: File | undefined) => {
    if (!file) return
    setProblem(null)
    if (!(UPLOAD_IMAGE_TYPES as readonly string[]).includes(file.type))
      return setProblem(t('ecommerce.products.image.wrongType'))
    if (file.size > UPLOAD_MAX_BYTES)
      return setProblem(t('ecommerce.products.image.tooLarge', { limit: format.fileSize(UPLOAD_MAX_BYTES) }))
    try {
      const { url } = await upload.mutateAsync(file)
      onChange(url)
    } catch (failure) {
      setProblem(
        failure instanceof ApiError && failure.status === 400
          ? t('ecommerce.products.image.wrongType')
          : t('ecommerce.products.image.failed'),
      )
    }
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setDragging(false)
    void take(event.dataTransfer.files[0])
  }

  const message = problem ?? error
  return (
    <Box>
      <Box
        role="group"
        aria-label={label}
        aria-describedby={hintId}
        onDragOver={(event) => {
          event.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={(theme) => ({
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          gap: 1.5,
          p: 3,
          textAlign: 'center',
          border: '2px dashed',
          borderColor: message ? 'error.main' : dragging ? 'primary.main' : 'divider',
          borderRadius: 1,
          bgcolor: dragging ? alpha(theme.palette.primary.main, 0.08) : 'transparent',
          transition: theme.transitions.create(['border-color', 'background-color']),
        })}
      >
        {value ? (
          <Box
            component="img"
            src={value}
            alt={t('ecommerce.products.image.preview')}
            sx={{ width: 160, height: 160, objectFit: 'contain', borderRadius: 1, bgcolor: 'action.hover' }}
          />
        ) : (
          <CloudUploadOutlined aria-hidden sx={{ fontSize: 40, color: 'text.secondary' }} />
        )}
        {value ? null : (
          <Typography variant="h6" component="p">
            {t('ecommerce.products.image.drop')}
          </Typography>
        )}
        <Typography id={hintId} variant="body2" color="text.secondary">
          {t('ecommerce.products.image.hint', { limit: format.fileSize(UPLOAD_MAX_BYTES) })}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1 }}>
          <Button
            variant="outlined"
            size="small"
            disabled={upload.isPending}
            startIcon={
              upload.isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined
            }
            onClick={() => inputRef.current?.click()}
          >
            {upload.isPending
              ? t('ecommerce.products.image.uploading')
              : value
                ? t('ecommerce.products.image.replace')
                : t('ecommerce.products.image.browse')}
          </Button>
          {value ? (
            <Button
              variant="text"
              size="small"
              color="error"
              startIcon={<DeleteOutlineOutlined />}
              onClick={() => onChange(null)}
            >
              {t('ecommerce.products.image.remove')}
            </Button>
          ) : null}
        </Box>
        <input
          ref={inputRef}
          type="file"
          hidden
          aria-label={label}
          accept={UPLOAD_IMAGE_TYPES.join(',')}
          onChange={(event) => {
            void take(event.target.files?.[0])
            // The same file chosen again after a removal must fire a change too.
            event.target.value = ''
          }}
        />
      </Box>
      {message ? (
        <FormHelperText error role="alert">
          {message}
        </FormHelperText>
      ) : null}
    </Box>
  )
}
