import DoneOutlined from '@mui/icons-material/DoneOutlined'
import Avatar from '@mui/material/Avatar'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

const TAGS = ['design', 'development', 'marketing', 'support'] as const

export function ChipActions() {
  const { t } = useTranslation()
  const [tags, setTags] = useState<string[]>([...TAGS])
  const [selected, setSelected] = useState(false)
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {tags.map((tag) => (
          <Chip
            key={tag}
            label={t(`uiComponents.chip.tags.${tag}`)}
            onDelete={() => setTags((current) => current.filter((item) => item !== tag))}
          />
        ))}
        {tags.length === 0 && (
          <Chip label={t('uiComponents.chip.reset')} color="primary" onClick={() => setTags([...TAGS])} />
        )}
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Chip
          avatar={<Avatar alt="" src="/api/media/avatar/ada-lovelace.svg" />}
          label="Ada Lovelace"
          variant="outlined"
        />
        <Chip
          icon={selected ? <DoneOutlined /> : undefined}
          label={t('uiComponents.chip.selectable')}
          color={selected ? 'primary' : 'default'}
          onClick={() => setSelected((value) => !value)}
          aria-pressed={selected}
        />
        <Chip size="small" label={t('uiComponents.sizes.small')} />
      </Stack>
    </Stack>
  )
}
