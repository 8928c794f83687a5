// HTTP of the help assistant: POST /api/assistant/answers, public (the assistant page is for
// visitors), visitors limited per address. Answers JSON, or server-sent events when the client
// accepts text/event-stream: `token` events with pieces of the answer, then `done` with the whole
// (which replaces the pieces: when the model fails mid-way it holds the quoted passages instead).
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
        'Answer a question from the FAQ and help-center articles (in `language`, else from English passages), with the sources used and `found: false` when nothing relevant is found. Quoted passages without LLM_BASE_URL; written by that model from the passages with it, falling back to the quotes (`mode: fallback`) when it fails or runs out of time. `Accept: text/event-stream` streams `token` events then `done` with the whole answer, which replaces the pieces',
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
        return c.json(await assistantService.answer(deps, body, c.req.raw.signal))
      return streamSSE(c, async (stream) => {
        for await (const event of assistantService.answerEvents(deps, body, c.req.raw.signal)) {
          if (event.type === 'token')
            await stream.writeSSE({ event: 'token', data: JSON.stringify({ text: event.text }) })
          else await stream.writeSSE({ event: 'done', data: JSON.stringify(event.answer) })
        }
      })
    },
  )
}
