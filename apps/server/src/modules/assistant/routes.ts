// HTTP of the help assistant: POST /api/assistant/answers, public (the assistant page is for
// visitors), visitors limited per address. Answers JSON, or server-sent events when the client
// accepts text/event-stream: `token` events with pieces of the answer, then `done` with the whole.
import {
  ASSISTANT_MESSAGES,
  assistantAnswerSchema,
  assistantQuestionSchema,
  fieldErrorsSchema,
  messageSchema,
} from '@aurum/shared'
import { streamSSE } from 'hono/streaming'
import { clientOf } from '../../auth/routes.js'
import { takeAttempt, tooManyAttempts, type ThrottleRule } from '../../auth/throttle.js'
import { ApiRouter } from '../../http/api-router.js'
import * as assistantService from './service.js'

export type AssistantRouteDeps = assistantService.AssistantDeps & {
  visitorRule: ThrottleRule
  trustProxy: boolean
}

export function createAssistantRouter(deps: AssistantRouteDeps) {
  return new ApiRouter().post(
    {
      path: '/assistant/answers',
      summary:
        'Answer a question from the FAQ and help-center articles (full-text search in the database, in `language`), with the sources used. Quoted passages without LLM_BASE_URL; written by that model from the passages with it. `Accept: text/event-stream` streams `token` events then `done` with the answer',
      tags: ['assistant'],
      access: 'public',
      body: assistantQuestionSchema,
      responses: {
        200: { description: 'The answer and its sources', schema: assistantAnswerSchema },
        400: { description: 'Invalid input', schema: fieldErrorsSchema },
        429: { description: 'Too many questions from this address', schema: messageSchema },
      },
    },
    async (c, { body, auth }) => {
      if (!auth) {
        const { retryAfterSeconds } = await takeAttempt(deps.db, deps.visitorRule, clientOf(c, deps).ip)
        if (retryAfterSeconds) throw tooManyAttempts(retryAfterSeconds, ASSISTANT_MESSAGES.tooManyQuestions)
      }
      if (!(c.req.header('accept') ?? '').includes('text/event-stream'))
        return c.json(await assistantService.answer(deps, body))
      const retrieved = await assistantService.retrieve(deps, body)
      return streamSSE(c, async (stream) => {
        let text = ''
        const found = retrieved.passages.length > 0
        if (found && deps.llm) {
          try {
            for await (const piece of assistantService.modelAnswer(deps.llm, body.question, retrieved)) {
              text += piece
              await stream.writeSSE({ event: 'token', data: JSON.stringify({ text: piece }) })
            }
          } catch {
            // The model failed before writing anything: the quoted passages answer instead.
            if (!text) {
              text = assistantService.quotedAnswer(retrieved)
              await stream.writeSSE({ event: 'token', data: JSON.stringify({ text }) })
            }
          }
        } else {
          text = assistantService.quotedAnswer(retrieved)
          await stream.writeSSE({ event: 'token', data: JSON.stringify({ text }) })
        }
        await stream.writeSSE({
          event: 'done',
          data: JSON.stringify({ answer: text, sources: retrieved.sources, found }),
        })
      })
    },
  )
}
