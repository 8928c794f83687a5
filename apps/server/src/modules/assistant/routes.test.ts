// The help assistant: the delivery-cost question is answered from the FAQ ($69 and $99) with its
// source, in English and Spanish; an unrelated question says nothing was found; the stream; the
// LLM_BASE_URL path against a local server speaking the chat-completions streaming format;
// visitors rate limited; bad input 400.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
    })
  })

  it("answers in the reader's language", async () => {
    const answer = await ask(api, { question: '¿Cuánto cuesta la entrega?', language: 'es' })
    expect(answer.status).toBe(200)
    expect(answer.json.answer).toContain('69 $')
    expect(answer.json.sources[0]).toEqual({
      title: '¿Cuánto cuesta la entrega de mi pedido?',
      url: '/pages/faq',
    })
  })

  it('says plainly when nothing relevant is found', async () => {
    const answer = await ask(api, { question: 'Which volcano erupted in Iceland?', language: 'en' })
    expect(answer.status).toBe(200)
    expect(answer.json).toMatchObject({ found: false, sources: [] })
    expect(answer.json.answer).toMatch(/found nothing/)
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

describe('with LLM_BASE_URL', () => {
  let llm: Server
  let received: { model?: string; stream?: boolean; messages?: { role: string; content: string }[] } = {}
  let llmApp: TestApp
  beforeAll(async () => {
    // A local server speaking the chat-completions streaming format.
    llm = createServer((request, response) => {
      let body = ''
      request.on('data', (chunk) => (body += String(chunk)))
      request.on('end', () => {
        received = JSON.parse(body) as typeof received
        response.writeHead(200, { 'content-type': 'text/event-stream' })
        for (const piece of ['Scheduled delivery ', 'costs $69 or $99.'])
          response.write(`data: ${JSON.stringify({ choices: [{ delta: { content: piece } }] })}\n\n`)
        response.end('data: [DONE]\n\n')
      })
    })
    await new Promise<void>((resolve) => llm.listen(0, '127.0.0.1', resolve))
    const { port } = llm.address() as AddressInfo
    llmApp = await createTestApp({ llm: { baseUrl: `http://127.0.0.1:${port}/v1`, model: 'test-model' } })
  })
  afterAll(async () => {
    await llmApp.close()
    await new Promise((resolve) => llm.close(resolve))
  })

  it('has the model write the answer from the retrieved passages, streamed', async () => {
    const answer = await ask(
      llmApp,
      { question: 'What does delivery cost?', language: 'en' },
      { accept: 'text/event-stream' },
    )
    expect(answer.status).toBe(200)
    const tokens = [...answer.text.matchAll(/event: token\ndata: (.*)\n/g)].map((m) => JSON.parse(m[1]!).text)
    expect(tokens).toEqual(['Scheduled delivery ', 'costs $69 or $99.'])
    expect(received.model).toBe('test-model')
    expect(received.stream).toBe(true)
    expect(received.messages?.[0]?.content).toContain('$69 or $99 per order')
    const json = await ask(llmApp, { question: 'What does delivery cost?', language: 'en' })
    expect(json.json).toMatchObject({ answer: 'Scheduled delivery costs $69 or $99.', found: true })
    expect(json.json.sources[0].url).toBe('/pages/faq')
  })
})
