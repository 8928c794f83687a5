import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

/**
 * A button in front of the native file input (hidden, so the button carries the name and the
 * focus ring), the chosen file's name beside it; and the same button disabled.
 */
export function FileInputButton() {
  const { t } = useTranslation()
  const input = useRef<HTMLInputElement>(null)
  const chosenId = useId()
  const [fileName, setFileName] = useState<string | null>(null)
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <input
          ref={input}
          type="file"
          hidden
          onChange={(event) => setFileName(event.target.files?.[0]?.name ?? null)}
        />
        <Button
          variant="outlined"
          startIcon={<UploadFileOutlined />}
          aria-describedby={chosenId}
          onClick={() => input.current?.click()}
        >
          {t('forms.fileInput.chooseFile')}
        </Button>
        <Typography id={chosenId} variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {fileName ?? t('forms.fileInput.noFile')}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" startIcon={<UploadFileOutlined />} disabled>
          {t('forms.fileInput.chooseFile')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {t('forms.fileInput.disabledHint')}
        </Typography>
      </Stack>
    </Stack>
  )
}
