// The assistant's call: POST /api/assistant/answers as server-sent events, handing each piece of
// the answer to the page as it arrives, then the whole answer with its sources.
import { assistantAnswerSchema, type AssistantAnswer, type LanguageCode } from '@aurum/shared'
import { ApiError } from '@/lib/api-client'

const ASSISTANT_ANSWERS_PATH = '/api/assistant/answers'

export async function askAssistant(
  question: string,
  language: LanguageCode,
  onPiece: (text: string) => void,
  signal?: AbortSignal,
): Promise<AssistantAnswer> {
  const response = await fetch(ASSISTANT_ANSWERS_PATH, {
    method: 'POST',
    headers: { Accept: 'text/event-stream', 'Content-Type': 'application/json' },
    body: JSON.stringify({ question, language }),
    signal,
  })
  if (!response.ok || !response.body) {
    const body: unknown = await response.json().catch(() => null)
    throw new ApiError(response.status, body)
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ''
  for (;;) {
    const { value, done } = await reader.read()
    if (done) break
    buffer += value
    let end: number
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      const event = /^event: (.*)$/m.exec(block)?.[1]
      const data = /^data: (.*)$/m.exec(block)?.[1]
      if (!data) continue
      if (event === 'token') onPiece((JSON.parse(data) as { text: string }).text)
      if (event === 'done') return assistantAnswerSchema.parse(JSON.parse(data))
    }
  }
  throw new ApiError(502, null)
}
