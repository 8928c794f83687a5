// The help assistant (spec section 2, /chat-aurum/chat-ia, blank layout, for visitors): questions
// answered from the FAQ and help-center articles in the reader's language, streamed as they are
// written, with links to the sources used.
import { useEffect, useRef, useState, type FormEvent } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import IconButton from '@mui/material/IconButton'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import Send from '@mui/icons-material/Send'
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined'
import { useTranslation } from 'react-i18next'
import { isLanguageCode } from '@/i18n'
import type { AssistantSource, LanguageCode } from '@aurum/shared'
import { ApiError } from '@/lib/api-client'
import { useErrorText } from '@/lib/error-text'
import { askAssistant } from '../api'
import { AssistantSources } from '../components/assistant-sources'

type Turn = {
  id: number
  question: string
  answer: string
  sources: AssistantSource[]
  language: LanguageCode
  pending: boolean
  error?: string
}

export function AssistantPage() {
  const { t, i18n } = useTranslation()
  const errorText = useErrorText()
  const [turns, setTurns] = useState<Turn[]>([])
  const [question, setQuestion] = useState('')
  const nextId = useRef(1)
  const bottomRef = useRef<HTMLDivElement>(null)
  const busy = turns.some((turn) => turn.pending)

  useEffect(() => {
    bottomRef.current?.scrollIntoView({ block: 'end' })
  }, [turns])

  const update = (id: number, change: (turn: Turn) => Turn) =>
    setTurns((current) => current.map((turn) => (turn.id === id ? change(turn) : turn)))

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const text = question.trim()
    if (!text || busy) return
    const id = nextId.current++
    const language = isLanguageCode(i18n.language) ? i18n.language : 'en'
    setTurns((current) => [
      ...current,
      { id, question: text, answer: '', sources: [], language, pending: true },
    ])
    setQuestion('')
    try {
      const answer = await askAssistant(text, language, (piece) =>
        update(id, (turn) => ({ ...turn, answer: turn.answer + piece })),
      )
      update(id, (turn) => ({ ...turn, answer: answer.answer, sources: answer.sources, pending: false }))
    } catch (error) {
      const message = error instanceof ApiError && error.code ? errorText(error.code) : t('assistant.failed')
      update(id, (turn) => ({ ...turn, pending: false, error: message ?? t('assistant.failed') }))
    }
  }

  return (
    <Container maxWidth="md" component="main" sx={{ py: 6, minBlockSize: '100vh', display: 'flex' }}>
      <Paper sx={{ flex: 1, display: 'flex', flexDirection: 'column', overflow: 'hidden' }}>
        <Stack
          direction="row"
          spacing={2}
          alignItems="center"
          sx={{ p: 3, borderBlockEnd: 1, borderColor: 'divider' }}
        >
          <SmartToyOutlined color="primary" fontSize="large" />
          <Box>
            <Typography variant="h5" component="h1">
              {t('assistant.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('assistant.subtitle')}
            </Typography>
          </Box>
        </Stack>
        <Box
          role="log"
          aria-label={t('assistant.conversation')}
          sx={{ flex: 1, overflowY: 'auto', p: 3, bgcolor: 'action.hover' }}
        >
          {turns.length === 0 && (
            <Typography color="text.secondary" align="center" sx={{ mt: 6 }}>
              {t('assistant.empty')}
            </Typography>
          )}
          {turns.map((turn) => (
            <Stack key={turn.id} spacing={1.5} sx={{ mb: 3 }}>
              <Paper
                elevation={0}
                sx={{
                  alignSelf: 'flex-end',
                  px: 2,
                  py: 1,
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  maxInlineSize: '80%',
                }}
              >
                {turn.question}
              </Paper>
              {turn.error ? (
                <Alert severity="error">{turn.error}</Alert>
              ) : (
                <Paper
                  elevation={0}
                  sx={{ alignSelf: 'flex-start', px: 2, py: 1.5, maxInlineSize: '90%' }}
                  aria-busy={turn.pending}
                >
                  <Typography sx={{ whiteSpace: 'pre-wrap' }} data-testid="assistant-answer">
                    {turn.answer || (turn.pending ? t('assistant.thinking') : '')}
                  </Typography>
                  <AssistantSources sources={turn.sources} readerLanguage={turn.language} />
                </Paper>
              )}
            </Stack>
          ))}
          <div ref={bottomRef} />
        </Box>
        <Stack
          component="form"
          direction="row"
          spacing={1}
          onSubmit={(event) => void submit(event)}
          sx={{ p: 2, borderBlockStart: 1, borderColor: 'divider' }}
        >
          <TextField
            fullWidth
            size="small"
            label={t('assistant.input')}
            value={question}
            onChange={(event) => setQuestion(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          <IconButton
            type="submit"
            color="primary"
            aria-label={t('assistant.send')}
            disabled={!question.trim() || busy}
          >
            <Send sx={{ transform: i18n.dir() === 'rtl' ? 'scaleX(-1)' : undefined }} />
          </IconButton>
        </Stack>
      </Paper>
    </Container>
  )
}
