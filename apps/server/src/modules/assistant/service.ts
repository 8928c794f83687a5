// The assistant's rules: retrieve the best passages in the database; without a model, answer with
// them quoted; with LLM_BASE_URL (an OpenAI-compatible chat-completions endpoint) have the model
// write the answer from those passages only, streamed. Nothing relevant: say so plainly.
import type { AssistantAnswer, AssistantQuestion, AssistantSource, LanguageCode } from '@aurum/shared'
import type { Db } from '../../db/client.js'
import * as repo from './repo.js'

export type LlmConfig = { baseUrl: string; apiKey?: string; model: string }
export type AssistantDeps = { db: Db; llm: LlmConfig | null }

const PASSAGES = 3
/** A passage is kept when it ranks at least this share of the best one. */
const RELEVANCE_SHARE = 0.5

const NOTHING_FOUND: Record<LanguageCode, string> = {
  en: 'I found nothing about this in the FAQ or the help center. Try other words, or contact us.',
  es: 'No encontré nada sobre esto en las preguntas frecuentes ni en el centro de ayuda. Prueba con otras palabras o contáctanos.',
  fr: 'Je n’ai rien trouvé à ce sujet dans la FAQ ni dans le centre d’aide. Essayez d’autres mots ou contactez-nous.',
  ar: 'لم أجد شيئًا عن هذا في الأسئلة الشائعة أو مركز المساعدة. جرّب كلمات أخرى أو تواصل معنا.',
}

const LANGUAGE_NAMES: Record<LanguageCode, string> = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  ar: 'Arabic',
}

function sourceOf(passage: repo.Passage): AssistantSource {
  return {
    title: passage.title,
    url: passage.kind === 'faq' ? '/pages/faq' : `/front-pages/help-center/article/${passage.slug ?? ''}`,
  }
}

export type Retrieved = { language: LanguageCode; passages: repo.Passage[]; sources: AssistantSource[] }

export async function retrieve(deps: AssistantDeps, input: AssistantQuestion): Promise<Retrieved> {
  const language = input.language ?? 'en'
  const found = await repo.searchPassages(deps.db, input.question, language, PASSAGES)
  // Passages far below the best one are noise (they share a common word): left out.
  const best = found[0]?.rank ?? 0
  const passages = found.filter((passage) => passage.rank >= best * RELEVANCE_SHARE)
  const sources: AssistantSource[] = []
  for (const passage of passages) {
    const source = sourceOf(passage)
    if (!sources.some((known) => known.url === source.url && known.title === source.title))
      sources.push(source)
  }
  return { language, passages, sources }
}

/** The answer without a model: the best passages, quoted with their titles. */
export function quotedAnswer({ language, passages }: Retrieved): string {
  if (passages.length === 0) return NOTHING_FOUND[language]
  return passages.map((passage) => `“${passage.text}” (${passage.title})`).join('\n\n')
}

/** Streams the model's answer, written from the passages only, piece by piece. */
export async function* modelAnswer(
  llm: LlmConfig,
  question: string,
  retrieved: Retrieved,
): AsyncGenerator<string> {
  const context = retrieved.passages
    .map((passage, index) => `[${index + 1}] ${passage.title}\n${passage.text}`)
    .join('\n\n')
  const response = await fetch(`${llm.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(llm.apiKey ? { authorization: `Bearer ${llm.apiKey}` } : {}),
    },
    body: JSON.stringify({
      model: llm.model,
      stream: true,
      messages: [
        {
          role: 'system',
          content: `You are Aurum's help assistant. Answer in ${LANGUAGE_NAMES[retrieved.language]}, briefly, using only the numbered passages below. If they do not answer the question, say so.\n\n${context}`,
        },
        { role: 'user', content: question },
      ],
    }),
  })
  if (!response.ok || !response.body) throw new Error(`LLM answered ${response.status}`)
  const decoder = new TextDecoder()
  let buffer = ''
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true })
    let newline: number
    while ((newline = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, newline).trim()
      buffer = buffer.slice(newline + 1)
      if (!line.startsWith('data:')) continue
      const data = line.slice(5).trim()
      if (data === '[DONE]') return
      try {
        const parsed = JSON.parse(data) as { choices?: { delta?: { content?: string } }[] }
        const piece = parsed.choices?.[0]?.delta?.content
        if (piece) yield piece
      } catch {
        // A line that is not JSON (a keep-alive comment) carries no text.
      }
    }
  }
}

/** The whole answer at once (for a client that did not ask for a stream). */
export async function answer(deps: AssistantDeps, input: AssistantQuestion): Promise<AssistantAnswer> {
  const retrieved = await retrieve(deps, input)
  if (retrieved.passages.length === 0 || !deps.llm)
    return {
      answer: quotedAnswer(retrieved),
      sources: retrieved.sources,
      found: retrieved.passages.length > 0,
    }
  let text = ''
  try {
    for await (const piece of modelAnswer(deps.llm, input.question, retrieved)) text += piece
  } catch {
    // The model is down or refused: the quoted passages still answer.
    text = quotedAnswer(retrieved)
  }
  return { answer: text, sources: retrieved.sources, found: true }
}
