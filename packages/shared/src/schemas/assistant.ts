// The help assistant (/chat-aurum/chat-ia, POST /api/assistant/answers): a question in the reader's
// language, answered from the FAQ and help-center articles with the sources it used.
import { z } from 'zod'
import type { LanguageCode } from '../constants/index.js'
import { defineMessages } from '../errors/messages.js'

export const ASSISTANT_MESSAGES = defineMessages('assistant', {
  tooManyQuestions: 'Too many questions. Try again in {minutes} minute(s).',
})

export const ASSISTANT_QUESTION_MAX_LENGTH = 500

const assistantLanguageSchema = z.enum(['es', 'en', 'fr', 'ar'] satisfies LanguageCode[])

export const assistantQuestionSchema = z.object({
  question: z.string().trim().min(1).max(ASSISTANT_QUESTION_MAX_LENGTH),
  /** The reader's language; English when absent. */
  language: assistantLanguageSchema.optional(),
})
export type AssistantQuestion = z.infer<typeof assistantQuestionSchema>

export const assistantSourceSchema = z.object({
  title: z.string(),
  url: z.string(),
  /** The language of the passage quoted from it: English when the reader's has no version. */
  language: assistantLanguageSchema,
})
export type AssistantSource = z.infer<typeof assistantSourceSchema>

export const assistantAnswerSchema = z.object({
  answer: z.string(),
  sources: z.array(assistantSourceSchema),
  /** False when nothing relevant was found (the answer says so). */
  found: z.boolean(),
  /**
   * Who wrote the answer: `quoted` passages (no model configured, or nothing found), the `model`
   * (LLM_BASE_URL), or the quoted passages after the model failed or ran out of time (`fallback`).
   */
  mode: z.enum(['quoted', 'model', 'fallback']),
})
export type AssistantAnswer = z.infer<typeof assistantAnswerSchema>
