import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined'
import Button from '@mui/material/Button'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemText from '@mui/material/ListItemText'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '@/lib/format'

/** Several files at once (`multiple`), listed with their sizes before anything is sent. */
export function FileInputMultiple() {
  const { t } = useTranslation()
  const { fileSize } = useFormat()
  const input = useRef<HTMLInputElement>(null)
  const [files, setFiles] = useState<File[]>([])
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        onChange={(event) => setFiles(Array.from(event.target.files ?? []))}
      />
      <Stack direction="row" spacing={1.5}>
        <Button variant="contained" startIcon={<AttachFileOutlined />} onClick={() => input.current?.click()}>
          {t('forms.fileInput.chooseFiles')}
        </Button>
        <Button
          disabled={files.length === 0}
          onClick={() => {
            setFiles([])
            if (input.current) input.current.value = ''
          }}
        >
          {t('forms.fileInput.clear')}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary" role="status">
        {t('forms.fileInput.chosen', { count: files.length })}
      </Typography>
      {files.length ? (
        <List dense disablePadding aria-label={t('forms.fileInput.chosenFiles')}>
          {files.map((file) => (
            <ListItem key={`${file.name}-${file.lastModified}-${file.size}`} disableGutters>
              <ListItemText
                primary={file.name}
                secondary={fileSize(file.size)}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      ) : null}
    </Stack>
  )
}
