// The assistant's model client: one chat-completions call to an OpenAI-compatible endpoint
// (LLM_BASE_URL), streamed or not, that cannot hang the caller. Three clocks, each configurable:
// the connection (TCP, and TLS for https), the first piece of the answer (and any later gap
// between pieces: a stalled stream), and the whole answer. Any of them running out, an error
// status, a broken connection or an empty reply ends the call with an LlmError.
import http from 'node:http'
import https from 'node:https'

export type LlmConfig = {
  baseUrl: string
  apiKey?: string
  model: string
  /** Longest wait for the connection (LLM_CONNECT_TIMEOUT_MS, default 10 s). */
  connectTimeoutMs?: number
  /** Longest wait for the first piece of the answer, and between two pieces (LLM_FIRST_TOKEN_TIMEOUT_MS, default 20 s). */
  firstTokenTimeoutMs?: number
  /** Longest wait for the whole answer (LLM_TOTAL_TIMEOUT_MS, default 60 s). */
  totalTimeoutMs?: number
  /** How connections are opened (tests pass one that never connects); default: a fresh socket per call. */
  agent?: http.Agent
}

const LLM_TIMEOUT_DEFAULTS = {
  connectTimeoutMs: 10_000,
  firstTokenTimeoutMs: 20_000,
  totalTimeoutMs: 60_000,
}

export type LlmFailure =
  'connect' | 'firstToken' | 'stalled' | 'total' | 'status' | 'broken' | 'empty' | 'format'

export class LlmError extends Error {
  constructor(
    readonly reason: LlmFailure,
    message: string,
  ) {
    super(message)
    this.name = 'LlmError'
  }
}

export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string }

type Completion = {
  choices?: { delta?: { content?: string | null }; message?: { content?: string | null } }[]
}

/** The text a chat-completions object carries: a stream chunk's delta, or a whole reply's message. */
function contentOf(parsed: Completion): string {
  const choice = parsed.choices?.[0]
  return choice?.delta?.content ?? choice?.message?.content ?? ''
}

/**
 * Asks the model and yields its answer piece by piece. A server that ignores `stream: true` and
 * replies with one JSON object is read too (one piece). Throws LlmError when a clock runs out
 * or the reply is unusable; the caller decides what to show instead.
 */
export async function* chatCompletion(
  llm: LlmConfig,
  messages: ChatMessage[],
  signal?: AbortSignal,
): AsyncGenerator<string> {
  const timeouts = { ...LLM_TIMEOUT_DEFAULTS, ...definedOnly(llm) }
  const url = new URL(`${llm.baseUrl.replace(/\/+$/, '')}/chat/completions`)
  const body = JSON.stringify({ model: llm.model, stream: true, messages })
  const transport = url.protocol === 'https:' ? https : http
  const request = transport.request(url, {
    method: 'POST',
    agent: llm.agent ?? false,
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream, application/json',
      'content-length': Buffer.byteLength(body),
      ...(llm.apiKey ? { authorization: `Bearer ${llm.apiKey}` } : {}),
    },
  })
  let response: http.IncomingMessage | null = null
  const fail = (error: LlmError) => {
    if (response) response.destroy(error)
    else request.destroy(error)
  }
  const timers = new Set<NodeJS.Timeout>()
  const start = (ms: number, error: () => LlmError) => {
    const timer = setTimeout(() => fail(error()), ms)
    timers.add(timer)
    return timer
  }
  const stop = (timer: NodeJS.Timeout | undefined) => {
    if (!timer) return
    clearTimeout(timer)
    timers.delete(timer)
  }
  start(
    timeouts.totalTimeoutMs,
    () => new LlmError('total', `no complete answer in ${timeouts.totalTimeoutMs} ms`),
  )
  let pieceTimer: NodeJS.Timeout | undefined = start(
    timeouts.firstTokenTimeoutMs,
    () => new LlmError('firstToken', `no answer began in ${timeouts.firstTokenTimeoutMs} ms`),
  )
  const connectTimer = start(
    timeouts.connectTimeoutMs,
    () => new LlmError('connect', `no connection in ${timeouts.connectTimeoutMs} ms`),
  )
  request.on('socket', (socket) => {
    const connected = socket as { connecting?: boolean; remoteAddress?: string }
    if (connected.connecting === false && connected.remoteAddress) stop(connectTimer)
    else socket.once(url.protocol === 'https:' ? 'secureConnect' : 'connect', () => stop(connectTimer))
  })
  const onAbort = () => fail(new LlmError('broken', 'the question was withdrawn'))
  signal?.addEventListener('abort', onAbort, { once: true })

  /** A piece arrived: the next one gets the same time as the first had. */
  const gotPiece = () => {
    stop(pieceTimer)
    pieceTimer = start(
      timeouts.firstTokenTimeoutMs,
      () => new LlmError('stalled', `the answer stalled for ${timeouts.firstTokenTimeoutMs} ms`),
    )
  }

  try {
    response = await new Promise<http.IncomingMessage>((resolve, reject) => {
      request.once('response', resolve)
      request.once('error', reject)
      request.end(body)
    })
    // An error after the response began (a clock, a reset) surfaces through the body's iteration.
    request.on('error', () => undefined)
    const status = response.statusCode ?? 0
    if (status < 200 || status >= 300) {
      response.resume()
      throw new LlmError('status', `the model answered HTTP ${status}`)
    }
    const contentType = String(response.headers['content-type'] ?? '')
    let text = ''
    if (!contentType.includes('text/event-stream')) {
      // A non-streaming reply: one JSON object, read whole within the clocks.
      let raw = ''
      for await (const chunk of response) raw += String(chunk)
      let parsed: Completion
      try {
        parsed = JSON.parse(raw) as Completion
      } catch {
        throw new LlmError('format', 'the model replied with neither a stream nor JSON')
      }
      text = contentOf(parsed)
      if (!text.trim()) throw new LlmError('empty', 'the model replied with no text')
      yield text
      return
    }
    const decoder = new TextDecoder()
    let buffer = ''
    let done = false
    for await (const chunk of response as AsyncIterable<Buffer>) {
      buffer += decoder.decode(chunk, { stream: true })
      let newline: number
      while ((newline = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, newline).trim()
        buffer = buffer.slice(newline + 1)
        if (!line.startsWith('data:')) continue
        const data = line.slice(5).trim()
        if (data === '[DONE]') {
          done = true
          break
        }
        let piece = ''
        try {
          piece = contentOf(JSON.parse(data) as Completion)
        } catch {
          // A line that is not JSON (a keep-alive) carries no text.
        }
        if (piece) {
          gotPiece()
          text += piece
          yield piece
        }
      }
      if (done) break
    }
    if (!text.trim()) throw new LlmError('empty', 'the model replied with no text')
    // A stream that ended without [DONE] after some text is taken as complete (some servers
    // omit it); one that broke mid-way has thrown from the loop above.
  } catch (error) {
    if (error instanceof LlmError) throw error
    throw new LlmError('broken', `the connection to the model failed: ${(error as Error).message}`)
  } finally {
    for (const timer of timers) clearTimeout(timer)
    signal?.removeEventListener('abort', onAbort)
    if (response && !response.complete) response.destroy()
    request.destroy()
  }
}

function definedOnly(llm: LlmConfig) {
  const values: Partial<typeof LLM_TIMEOUT_DEFAULTS> = {}
  if (llm.connectTimeoutMs !== undefined) values.connectTimeoutMs = llm.connectTimeoutMs
  if (llm.firstTokenTimeoutMs !== undefined) values.firstTokenTimeoutMs = llm.firstTokenTimeoutMs
  if (llm.totalTimeoutMs !== undefined) values.totalTimeoutMs = llm.totalTimeoutMs
  return values
}
