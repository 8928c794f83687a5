// The help assistant: the delivery-cost question is answered from the FAQ ($69 and $99) with its
// source, in English and Spanish; an unrelated question says nothing was found; the stream; the
// LLM_BASE_URL path against a fake OpenAI-compatible server (streamed and JSON replies, and the
// fallback to quoted passages when it stalls, breaks, errs or never ends); visitors rate limited;
// bad input 400. The question set's quality is in assistant-quality.test.ts.
import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { faqs } from '../../db/schema/index.js'
import { createTestApp, type TestApp } from '../../test/test-app.js'

let api: TestApp
beforeAll(async () => {
  api = await createTestApp({ assistantMaxPerHour: 1000 })
})
afterAll(() => api.close())

const ask = (app: TestApp, body: unknown, headers: Record<string, string> = {}) =>
  app.request('/api/assistant/answers', { method: 'POST', body, headers })

describe('POST /api/assistant/answers (quoted passages)', () => {
  it('answers the delivery cost from the FAQ, citing it', async () => {
    const answer = await ask(api, { question: 'What does delivery cost?', language: 'en' })
    expect(answer.status).toBe(200)
    expect(answer.json.found).toBe(true)
    expect(answer.json.answer).toContain('$69')
    expect(answer.json.answer).toContain('$99')
    expect(answer.json.sources).toContainEqual({
      title: 'What is the delivery cost of my order?',
      url: '/pages/faq',
      language: 'en',
    })
    expect(answer.json.mode).toBe('quoted')
  })

  it("answers in the reader's language", async () => {
    const answer = await ask(api, { question: '¿Cuánto cuesta la entrega?', language: 'es' })
    expect(answer.status).toBe(200)
    expect(answer.json.answer).toContain('69 $')
    expect(answer.json.sources[0]).toEqual({
      title: '¿Cuánto cuesta la entrega de mi pedido?',
      url: '/pages/faq',
      language: 'es',
    })
  })

  it('says plainly when nothing relevant is found', async () => {
    const answer = await ask(api, { question: 'Which volcano erupted in Iceland?', language: 'en' })
    expect(answer.status).toBe(200)
    expect(answer.json).toMatchObject({ found: false, sources: [] })
    expect(answer.json.answer).toMatch(/^I don’t know: I found nothing/)
  })

  it('streams server-sent events when asked', async () => {
    const answer = await ask(
      api,
      { question: 'delivery cost', language: 'en' },
      { accept: 'text/event-stream' },
    )
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toContain('text/event-stream')
    expect(answer.text).toContain('event: token')
    const done = /event: done\ndata: (.*)\n/.exec(answer.text)
    expect(JSON.parse(done![1]!).answer).toContain('$99')
  })

  it('falls back to an English passage, marked as English, when the row has no translation', async () => {
    const [row] = await api.db.select().from(faqs).where(eq(faqs.question, 'How do I pay for my order?'))
    const { es: _spanish, ...others } = row!.translations
    await api.db.update(faqs).set({ translations: others }).where(eq(faqs.id, row!.id))
    try {
      const answer = await ask(api, { question: '¿Aceptan PayPal y American Express?', language: 'es' })
      expect(answer.json.found).toBe(true)
      expect(answer.json.sources[0]).toEqual({
        title: 'How do I pay for my order?',
        url: '/pages/faq',
        language: 'en',
      })
      expect(answer.json.answer).toMatch(
        /^«We accept .*PayPal.*» \(How do I pay for my order\? — en inglés\)$/s,
      )
      // While the row is translated, the Spanish passage answers and nothing is marked.
      await api.db.update(faqs).set({ translations: row!.translations }).where(eq(faqs.id, row!.id))
      const translated = await ask(api, { question: '¿Aceptan PayPal y American Express?', language: 'es' })
      expect(translated.json.sources[0]).toMatchObject({ title: '¿Cómo pago mi pedido?', language: 'es' })
      expect(translated.json.answer).not.toContain('en inglés')
    } finally {
      await api.db.update(faqs).set({ translations: row!.translations }).where(eq(faqs.id, row!.id))
    }
  })

  it('quotes passages that start at a sentence, once each, and short', async () => {
    const answer = await ask(api, { question: 'How do refunds work?', language: 'en' })
    expect(answer.json.found).toBe(true)
    const quotes = [...(answer.json.answer as string).matchAll(/“([^”]*)”/g)].map((m) => m[1]!)
    expect(quotes.length).toBeGreaterThan(0)
    const sentences = quotes.flatMap((quote) => quote.split(/(?<=[.!?])\s+/))
    expect(new Set(sentences).size).toBe(sentences.length)
    for (const quote of quotes) {
      expect(quote).toMatch(/^[A-Z0-9$]/)
      expect(quote.length).toBeLessThanOrEqual(320)
    }
  })

  it('refuses bad input with 400', async () => {
    expect((await ask(api, { question: '' })).status).toBe(400)
    expect((await ask(api, { question: 'x'.repeat(501) })).status).toBe(400)
    expect((await ask(api, { question: 'delivery', language: 'de' })).status).toBe(400)
  })
})

describe('visitors are rate limited', () => {
  it('answers 429 past the limit per address', async () => {
    const limited = await createTestApp({ assistantMaxPerHour: 2 })
    try {
      expect((await ask(limited, { question: 'delivery' })).status).toBe(200)
      expect((await ask(limited, { question: 'delivery' })).status).toBe(200)
      const refused = await ask(limited, { question: 'delivery' })
      expect(refused.status).toBe(429)
      expect(refused.json.code).toBe('assistant.tooManyQuestions')
    } finally {
      await limited.close()
    }
  })
})

describe('with LLM_BASE_URL down', () => {
  it('falls back to the quoted passages', async () => {
    // A port nothing listens on.
    const down = await createTestApp({ llm: { baseUrl: 'http://127.0.0.1:9/v1', model: 'none' } })
    try {
      const answer = await ask(down, { question: 'What does delivery cost?', language: 'en' })
      expect(answer.status).toBe(200)
      expect(answer.json.answer).toContain('$69 or $99')
      expect(answer.json.mode).toBe('fallback')
      const streamed = await ask(
        down,
        { question: 'delivery cost', language: 'en' },
        { accept: 'text/event-stream' },
      )
      expect(streamed.text).toContain('$99')
    } finally {
      await down.close()
    }
  })
})

type Received = { model?: string; stream?: boolean; messages?: { role: string; content: string }[] }
type Behaviour = (response: ServerResponse) => void

/** One chat-completions stream chunk carrying `content`. */
const chunk = (content: string) => `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`

describe('with LLM_BASE_URL', () => {
  // A fake OpenAI-compatible server whose behaviour each test sets; the app's clocks are short
  // (1 s to the first piece or between two, 3 s in all) and every stall below lasts until the
  // server is closed, so a clock that does not run out fails the test instead of racing it.
  let llm: Server
  let behaviour: Behaviour
  let received: Received = {}
  let llmApp: TestApp
  beforeAll(async () => {
    llm = createServer((request, response) => {
      let body = ''
      request.on('data', (piece) => (body += String(piece)))
      request.on('end', () => {
        received = JSON.parse(body) as Received
        behaviour(response)
      })
    })
    await new Promise<void>((resolve) => llm.listen(0, '127.0.0.1', resolve))
    const { port } = llm.address() as AddressInfo
    llmApp = await createTestApp({
      assistantMaxPerHour: 1000,
      llm: {
        baseUrl: `http://127.0.0.1:${port}/v1`,
        model: 'test-model',
        connectTimeoutMs: 1000,
        firstTokenTimeoutMs: 1000,
        totalTimeoutMs: 3000,
      },
    })
  })
  afterAll(async () => {
    await llmApp.close()
    llm.closeAllConnections()
    await new Promise((resolve) => llm.close(resolve))
  })

  const streaming =
    (pieces: string[]): Behaviour =>
    (response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' })
      for (const piece of pieces) response.write(chunk(piece))
      response.end('data: [DONE]\n\n')
    }
  const events = (text: string) => ({
    tokens: [...text.matchAll(/event: token\ndata: (.*)\n/g)].map((m) => JSON.parse(m[1]!).text as string),
    done: JSON.parse(/event: done\ndata: (.*)\n/.exec(text)![1]!),
  })

  it('has the model write the answer from the retrieved passages, streamed', async () => {
    behaviour = streaming(['Scheduled delivery ', 'costs $69 or $99.'])
    const answer = await ask(
      llmApp,
      { question: 'What does delivery cost?', language: 'en' },
      { accept: 'text/event-stream' },
    )
    expect(answer.status).toBe(200)
    const { tokens, done } = events(answer.text)
    expect(tokens).toEqual(['Scheduled delivery ', 'costs $69 or $99.'])
    expect(done).toMatchObject({ answer: 'Scheduled delivery costs $69 or $99.', found: true, mode: 'model' })
    expect(received.model).toBe('test-model')
    expect(received.stream).toBe(true)
    expect(received.messages?.[0]?.content).toContain('$69 or $99 per order')
    expect(received.messages?.[1]).toEqual({ role: 'user', content: 'What does delivery cost?' })
    const json = await ask(llmApp, { question: 'What does delivery cost?', language: 'en' })
    expect(json.json).toMatchObject({
      answer: 'Scheduled delivery costs $69 or $99.',
      found: true,
      mode: 'model',
    })
    expect(json.json.sources[0].url).toBe('/pages/faq')
  })

  it('reads a non-streaming JSON reply', async () => {
    behaviour = (response) => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(
        JSON.stringify({
          choices: [{ message: { role: 'assistant', content: 'Delivery costs $69 or $99.' } }],
        }),
      )
    }
    const json = await ask(llmApp, { question: 'What does delivery cost?', language: 'en' })
    expect(json.json).toMatchObject({ answer: 'Delivery costs $69 or $99.', found: true, mode: 'model' })
    const streamed = await ask(
      llmApp,
      { question: 'What does delivery cost?', language: 'en' },
      { accept: 'text/event-stream' },
    )
    expect(events(streamed.text).done).toMatchObject({ answer: 'Delivery costs $69 or $99.', mode: 'model' })
  })

  it('falls back to the quoted passages, saying so, when the model never starts answering', async () => {
    behaviour = (response) => response.writeHead(200, { 'content-type': 'text/event-stream' }) // then silence
    const started = Date.now()
    const answer = await ask(llmApp, { question: 'What does delivery cost?', language: 'en' })
    expect(Date.now() - started).toBeLessThan(8000)
    expect(answer.json).toMatchObject({ found: true, mode: 'fallback' })
    expect(answer.json.answer).toMatch(/^The assistant could not write an answer in time/)
    expect(answer.json.answer).toContain('$69 or $99 per order')
    expect(answer.json.sources[0].url).toBe('/pages/faq')
  })

  it('falls back, in the reader’s language, when the stream stalls after a first piece', async () => {
    behaviour = (response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' })
      response.write(chunk('La entrega '))
    }
    const answer = await ask(
      llmApp,
      { question: '¿Cuánto cuesta la entrega?', language: 'es' },
      { accept: 'text/event-stream' },
    )
    const { tokens, done } = events(answer.text)
    expect(tokens[0]).toBe('La entrega ')
    expect(done).toMatchObject({ found: true, mode: 'fallback' })
    expect(done.answer).toMatch(/^El asistente no pudo redactar una respuesta a tiempo/)
    expect(done.answer).toContain('69 $ o 99 $')
  })

  it('falls back when the connection breaks mid-stream or the model answers an error', async () => {
    behaviour = (response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' })
      response.write(chunk('Scheduled '), () => setTimeout(() => response.destroy(), 20))
    }
    const broken = await ask(llmApp, { question: 'What does delivery cost?', language: 'en' })
    expect(broken.json).toMatchObject({ found: true, mode: 'fallback' })
    expect(broken.json.answer).toContain('$69 or $99')
    behaviour = (response) => {
      response.writeHead(500, { 'content-type': 'application/json' })
      response.end('{"error":{"message":"overloaded"}}')
    }
    const failed = await ask(llmApp, { question: 'What does delivery cost?', language: 'en' })
    expect(failed.json).toMatchObject({ found: true, mode: 'fallback' })
  })

  it('stops a stream that never ends at the total timeout', async () => {
    behaviour = (response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' })
      const trickle = setInterval(() => response.write(chunk('and ')), 50)
      response.on('close', () => clearInterval(trickle))
    }
    const started = Date.now()
    const answer = await ask(llmApp, { question: 'What does delivery cost?', language: 'en' })
    expect(Date.now() - started).toBeLessThan(10_000)
    expect(answer.json).toMatchObject({ found: true, mode: 'fallback' })
  })

  it('does not pass off an answer the model found nothing for as found', async () => {
    behaviour = streaming(['NOT_', 'FOUND'])
    const answer = await ask(
      llmApp,
      { question: 'What does delivery cost?', language: 'en' },
      { accept: 'text/event-stream' },
    )
    const { tokens, done } = events(answer.text)
    expect(done).toMatchObject({ found: false, sources: [], mode: 'model' })
    expect(tokens.join('')).not.toContain('NOT_')
    expect(done.answer).toMatch(/^I don’t know/)
  })

  it('has the model translate an English passage for a reader of another language', async () => {
    const [row] = await llmApp.db.select().from(faqs).where(eq(faqs.question, 'How do I pay for my order?'))
    const { fr: _french, ...others } = row!.translations
    await llmApp.db.update(faqs).set({ translations: others }).where(eq(faqs.id, row!.id))
    try {
      behaviour = streaming(['Nous acceptons Visa, Mastercard, American Express et PayPal.'])
      const answer = await ask(llmApp, {
        question: 'Visa, Mastercard ou PayPal ?',
        language: 'fr',
      })
      expect(answer.json).toMatchObject({ found: true, mode: 'model' })
      expect(answer.json.sources[0]).toMatchObject({ title: 'How do I pay for my order?', language: 'en' })
      const system = received.messages?.[0]?.content ?? ''
      expect(system).toContain('Answer in French')
      expect(system).toContain('translate them')
      expect(system).toMatch(/\[1\] How do I pay for my order\? \(English\)\nWe accept Visa/)
    } finally {
      await llmApp.db.update(faqs).set({ translations: row!.translations }).where(eq(faqs.id, row!.id))
    }
  })

  it('does not ask the model when nothing relevant is found', async () => {
    received = {}
    behaviour = streaming(['Mount Fagradalsfjall erupted.'])
    const answer = await ask(llmApp, { question: 'Which volcano erupted in Iceland?', language: 'en' })
    expect(answer.json).toMatchObject({ found: false, sources: [], mode: 'quoted' })
    expect(received).toEqual({})
  })
})
