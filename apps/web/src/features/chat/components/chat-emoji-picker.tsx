// A small emoji palette for the message box: common emoji, no extra library (the page stays light).
import { useState } from 'react'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Popover from '@mui/material/Popover'
import EmojiEmotionsOutlined from '@mui/icons-material/EmojiEmotionsOutlined'
import { useTranslation } from 'react-i18next'
import { visuallyHidden } from '@/components/page-header'

const EMOJI = [
  '😀',
  '😂',
  '😊',
  '😍',
  '😉',
  '😎',
  '🤔',
  '😅',
  '😢',
  '😡',
  '👍',
  '👎',
  '👏',
  '🙏',
  '💪',
  '🎉',
  '❤️',
  '🔥',
  '✅',
  '❌',
  '⭐',
  '🚀',
  '📦',
  '💬',
]

export type ChatEmojiPickerProps = { onPick: (emoji: string) => void }

export function ChatEmojiPicker({ onPick }: ChatEmojiPickerProps) {
  const { t } = useTranslation()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  return (
    <>
      <IconButton aria-label={t('chat.emoji')} onClick={(event) => setAnchor(event.currentTarget)}>
        <EmojiEmotionsOutlined />
      </IconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
        transformOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <Box
          role="group"
          aria-label={t('chat.emoji')}
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(8, 1fr)', p: 1 }}
        >
          {EMOJI.map((emoji) => (
            <IconButton
              key={emoji}
              size="small"
              onClick={() => {
                onPick(emoji)
                setAnchor(null)
              }}
            >
              <span aria-hidden="true">{emoji}</span>
              <Box component="span" sx={visuallyHidden}>
                {emoji}
              </Box>
            </IconButton>
          ))}
        </Box>
      </Popover>
    </>
  )
}
