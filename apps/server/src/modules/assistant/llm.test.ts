// The model client's clocks, each named in its error: a connection that never opens (a socket
// that never connects, so the test waits on no network), an answer that never begins, a stream
// that stalls after its first piece; and a reply with an error status.
import http, { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Duplex } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chatCompletion, LlmError, type LlmConfig } from './llm.js'

const MESSAGES = [{ role: 'user' as const, content: 'What does delivery cost?' }]

async function failureOf(llm: LlmConfig) {
  const pieces: string[] = []
  try {
    for await (const piece of chatCompletion(llm, MESSAGES)) pieces.push(piece)
  } catch (error) {
    return { pieces, error: error as LlmError }
  }
  return { pieces, error: null }
}

describe('chatCompletion clocks', () => {
  let server: Server
  let behaviour: (response: ServerResponse) => void
  let baseUrl = ''
  beforeAll(async () => {
    server = createServer((request, response) => {
      request.resume()
      request.on('end', () => behaviour(response))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`
  })
  afterAll(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  })

  it('gives up on a connection that does not open within the connect timeout', async () => {
    // A transport whose socket swallows what is written and never connects.
    const agent = new http.Agent()
    agent.createConnection = () =>
      new Duplex({ read() {}, write: (_chunk, _encoding, done) => done() }) as unknown as ReturnType<
        http.Agent['createConnection']
      >
    const started = Date.now()
    const { error } = await failureOf({
      baseUrl: 'http://model.invalid/v1',
      model: 'm',
      agent,
      connectTimeoutMs: 300,
      firstTokenTimeoutMs: 60_000,
      totalTimeoutMs: 60_000,
    })
    expect(error).toBeInstanceOf(LlmError)
    expect(error?.reason).toBe('connect')
    expect(Date.now() - started).toBeLessThan(30_000)
  })

  it('gives up when the answer does not begin within the first-token timeout', async () => {
    behaviour = (response) => response.writeHead(200, { 'content-type': 'text/event-stream' })
    const { error } = await failureOf({
      baseUrl,
      model: 'm',
      firstTokenTimeoutMs: 300,
      totalTimeoutMs: 60_000,
    })
    expect(error?.reason).toBe('firstToken')
  })

  it('gives up on a stream that stalls after its first piece', async () => {
    behaviour = (response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' })
      response.write(`data: ${JSON.stringify({ choices: [{ delta: { content: 'It costs ' } }] })}\n\n`)
    }
    const { pieces, error } = await failureOf({
      baseUrl,
      model: 'm',
      firstTokenTimeoutMs: 300,
      totalTimeoutMs: 60_000,
    })
    expect(pieces).toEqual(['It costs '])
    expect(error?.reason).toBe('stalled')
  })

  it('names an error status, and an empty reply', async () => {
    behaviour = (response) => response.writeHead(503).end()
    expect((await failureOf({ baseUrl, model: 'm' })).error?.reason).toBe('status')
    behaviour = (response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' })
      response.end('data: [DONE]\n\n')
    }
    expect((await failureOf({ baseUrl, model: 'm' })).error?.reason).toBe('empty')
  })
})
