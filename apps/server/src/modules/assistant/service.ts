// The assistant's rules: find the passages that answer the question (the reader's language first,
// English when that is all there is), or say honestly that nothing was found; without a model,
// quote them; with LLM_BASE_URL (an OpenAI-compatible chat-completions endpoint) have the model
// write the answer from them in the reader's language, and fall back to the quotes, saying so,
// when the model fails, stalls or is too slow.
import type { AssistantAnswer, AssistantQuestion, AssistantSource, LanguageCode } from '@aurum/shared'
import type { Db } from '../../db/client.js'
import type { Logger } from '../../logger.js'
import { chatCompletion, LlmError, type LlmConfig } from './llm.js'
import * as repo from './repo.js'

export type { LlmConfig } from './llm.js'
export type AssistantDeps = { db: Db; llm: LlmConfig | null; logger?: Logger }

/** Documents looked at per question, and passages quoted at most. */
const CANDIDATES = 6
const PASSAGES = 2
/**
 * A document answers when it covers at least this share of the question's weight (tuned on
 * question-set.json: answerable questions in four languages score 0.5 and more, off-topic ones
 * that share a word with the help content stay below; see assistant-quality.test.ts).
 */
const RELEVANCE_THRESHOLD = 0.4
/** A second passage is kept only when it covers nearly as much as the best one. */
const SECOND_PASSAGE_SHARE = 0.8
/** A passage grows sentence by sentence up to this many characters. */
const PASSAGE_MAX_CHARS = 280

/** What the model answers when the passages do not hold the answer (the prompt asks for it). */
const NOT_FOUND_MARK = 'NOT_FOUND'

const NOTHING_FOUND: Record<LanguageCode, string> = {
  en: 'I don’t know: I found nothing about this in the FAQ or the help center. Try other words, or contact us.',
  es: 'No lo sé: no encontré nada sobre esto en las preguntas frecuentes ni en el centro de ayuda. Prueba con otras palabras o contáctanos.',
  fr: 'Je ne sais pas : je n’ai rien trouvé à ce sujet dans la FAQ ni dans le centre d’aide. Essayez d’autres mots ou contactez-nous.',
  ar: 'لا أعرف: لم أجد شيئًا عن هذا في الأسئلة الشائعة أو مركز المساعدة. جرّب كلمات أخرى أو تواصل معنا.',
}

const MODEL_FAILED: Record<LanguageCode, string> = {
  en: 'The assistant could not write an answer in time; here is what the help content says:',
  es: 'El asistente no pudo redactar una respuesta a tiempo; esto es lo que dice el contenido de ayuda:',
  fr: 'L’assistant n’a pas pu rédiger de réponse à temps ; voici ce que dit le contenu d’aide :',
  ar: 'لم يتمكن المساعد من كتابة إجابة في الوقت المناسب؛ إليك ما يقوله محتوى المساعدة:',
}

/** Quotation marks as each language writes them. */
const QUOTES: Record<LanguageCode, [string, string]> = {
  en: ['“', '”'],
  es: ['«', '»'],
  fr: ['« ', ' »'],
  ar: ['«', '»'],
}

/** Put after the title of a quoted passage that is in English for a reader of another language. */
const IN_ENGLISH: Record<LanguageCode, string> = {
  en: '',
  es: 'en inglés',
  fr: 'en anglais',
  ar: 'بالإنجليزية',
}

const LANGUAGE_NAMES: Record<LanguageCode, string> = {
  en: 'English',
  es: 'Spanish',
  fr: 'French',
  ar: 'Arabic',
}

type Passage = {
  kind: 'faq' | 'article'
  id: number
  language: LanguageCode
  title: string
  slug: string | null
  text: string
  score: number
}

type Retrieved = { language: LanguageCode; passages: Passage[]; sources: AssistantSource[] }

function sourceOf(passage: Passage): AssistantSource {
  return {
    title: passage.title,
    url: passage.kind === 'faq' ? '/pages/faq' : `/front-pages/help-center/article/${passage.slug ?? ''}`,
    language: passage.language,
  }
}

const normalized = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\s\p{P}]+/gu, ' ')
    .trim()

/**
 * The readable part of a document: the whole of a short one, else from the sentence that covers
 * most of the question, adding the following ones while they fit; sentences already quoted
 * (`seen`) are skipped.
 */
function passageText(sentences: repo.DocumentMatch['sentences'], seen: Set<string>): string {
  const fresh = sentences.filter((sentence) => !seen.has(normalized(sentence.text)))
  if (fresh.length === 0) return ''
  // A short document (most FAQ answers) is quoted whole: its first sentence is usually the answer.
  const whole = fresh.map((sentence) => sentence.text)
  if (whole.join(' ').length <= PASSAGE_MAX_CHARS) {
    for (const text of whole) seen.add(normalized(text))
    return whole.join(' ')
  }
  let best = 0
  fresh.forEach((sentence, index) => {
    if (sentence.weight > (fresh[best]?.weight ?? 0)) best = index
  })
  const picked: string[] = []
  let length = 0
  for (const sentence of fresh.slice(best)) {
    const key = normalized(sentence.text)
    if (picked.some((text) => normalized(text) === key)) continue
    if (picked.length > 0 && length + sentence.text.length + 1 > PASSAGE_MAX_CHARS) break
    picked.push(sentence.text)
    length += sentence.text.length + 1
  }
  for (const text of picked) seen.add(normalized(text))
  const passage = picked.join(' ')
  // A first sentence longer than the limit is cut at a word, visibly.
  if (passage.length <= PASSAGE_MAX_CHARS + 40) return passage
  return `${passage.slice(0, PASSAGE_MAX_CHARS).replace(/\s+\S*$/, '')}…`
}

async function retrieve(deps: AssistantDeps, input: AssistantQuestion): Promise<Retrieved> {
  const language = input.language ?? 'en'
  const documents = await repo.searchDocuments(deps.db, input.question, language, CANDIDATES)
  const relevant = documents.filter((document) => document.score >= RELEVANCE_THRESHOLD)
  // The reader's language first; English passages only when their own language has none.
  const own = relevant.filter((document) => document.language === language)
  const chosen = own.length > 0 ? own : relevant
  const best = chosen[0]?.score ?? 0
  const seen = new Set<string>()
  const passages: Passage[] = []
  for (const document of chosen) {
    if (passages.length >= PASSAGES || document.score < best * SECOND_PASSAGE_SHARE) break
    const text = passageText(document.sentences, seen)
    if (!text) continue
    const { sentences: _sentences, ...rest } = document
    passages.push({ ...rest, text })
  }
  const sources: AssistantSource[] = []
  for (const passage of passages) {
    const source = sourceOf(passage)
    if (!sources.some((known) => known.url === source.url && known.title === source.title))
      sources.push(source)
  }
  return { language, passages, sources }
}

/** The answer without a model: the passages, quoted with their titles (and marked when English). */
function quotedAnswer({ language, passages }: Retrieved): string {
  if (passages.length === 0) return NOTHING_FOUND[language]
  return passages
    .map((passage) => {
      const marker = passage.language !== language ? ` — ${IN_ENGLISH[language]}` : ''
      const [open, close] = QUOTES[language]
      return `${open}${passage.text}${close} (${passage.title}${marker})`
    })
    .join('\n\n')
}

function promptFor(question: string, retrieved: Retrieved) {
  const context = retrieved.passages
    .map(
      (passage, index) =>
        `[${index + 1}] ${passage.title}${passage.language !== retrieved.language ? ` (${LANGUAGE_NAMES[passage.language]})` : ''}\n${passage.text}`,
    )
    .join('\n\n')
  return [
    {
      role: 'system' as const,
      content:
        `You are Aurum's help assistant. Answer in ${LANGUAGE_NAMES[retrieved.language]}, briefly, ` +
        `using only the numbered passages below (translate them if they are in another language). ` +
        `Keep every figure as the passages give it. If the passages do not answer the question, ` +
        `reply with exactly ${NOT_FOUND_MARK} and nothing else.\n\n${context}`,
    },
    { role: 'user' as const, content: question },
  ]
}

export type AnswerEvent = { type: 'token'; text: string } | { type: 'done'; answer: AssistantAnswer }

/**
 * The answer as it is written: `token` pieces, then `done` with the whole answer. When the model
 * fails after some pieces, `done` carries the quoted passages instead (mode `fallback`), and the
 * client shows that.
 */
export async function* answerEvents(
  deps: AssistantDeps,
  input: AssistantQuestion,
  signal?: AbortSignal,
): AsyncGenerator<AnswerEvent> {
  const retrieved = await retrieve(deps, input)
  const { language, sources } = retrieved
  if (retrieved.passages.length === 0) {
    const text = NOTHING_FOUND[language]
    yield { type: 'token', text }
    yield { type: 'done', answer: { answer: text, sources: [], found: false, mode: 'quoted' } }
    return
  }
  if (!deps.llm) {
    const text = quotedAnswer(retrieved)
    yield { type: 'token', text }
    yield { type: 'done', answer: { answer: text, sources, found: true, mode: 'quoted' } }
    return
  }
  let text = ''
  // The model's first characters are held while they could still be the not-found mark.
  let held = true
  try {
    for await (const piece of chatCompletion(deps.llm, promptFor(input.question, retrieved), signal)) {
      text += piece
      if (held) {
        const start = text.trimStart()
        if (NOT_FOUND_MARK.startsWith(start) || start.startsWith(NOT_FOUND_MARK)) continue
        held = false
        yield { type: 'token', text: start }
      } else {
        yield { type: 'token', text: piece }
      }
    }
  } catch (error) {
    if (!(error instanceof LlmError)) throw error
    // The reader is told in the answer; the operator in the log (a slow or broken model shows here).
    deps.logger?.warn(
      { reason: error.reason, err: error.message },
      'assistant model failed: quoted passages instead',
    )
    const fallback = `${MODEL_FAILED[language]}\n\n${quotedAnswer(retrieved)}`
    if (held) yield { type: 'token', text: fallback }
    yield { type: 'done', answer: { answer: fallback, sources, found: true, mode: 'fallback' } }
    return
  }
  if (held) {
    // The model found no answer in the passages: nothing it writes is passed off as found.
    const nothing = NOTHING_FOUND[language]
    yield { type: 'token', text: nothing }
    yield { type: 'done', answer: { answer: nothing, sources: [], found: false, mode: 'model' } }
    return
  }
  yield { type: 'done', answer: { answer: text.trim(), sources, found: true, mode: 'model' } }
}

/** The whole answer at once (for a client that did not ask for a stream). */
export async function answer(
  deps: AssistantDeps,
  input: AssistantQuestion,
  signal?: AbortSignal,
): Promise<AssistantAnswer> {
  for await (const event of answerEvents(deps, input, signal)) if (event.type === 'done') return event.answer
  throw new Error('the assistant ended without an answer')
}
