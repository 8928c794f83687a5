// Reads on the embedded database through named prepared statements, so PostgreSQL plans each
// distinct statement once instead of on every call. PGlite's own `query()` parses every statement
// unnamed: the chat list's one statement spent 1.7 of its 2.9 ms in planning (`explain (analyze,
// summary)`), and the session lookup that every API request makes paid the same toll. SQL-level
// `PREPARE … / EXECUTE name($1)` cannot help: EXECUTE's arguments cannot be bind parameters in the
// extended protocol. So this speaks the protocol itself (Parse with a name once, then Bind, Describe,
// Execute, Sync), under the same two locks and with the same result parser `query()` uses.
//
// Only top-level SELECT statements take this path (drizzle runs a transaction's statements through
// the transaction's own `query`, which stays as it is); anything else, or a statement the cache has
// no room for, goes through the original `query()`. PostgreSQL re-plans a prepared statement itself
// when a table it reads changes; one whose result columns changed is dropped and run plainly.
import { parse, protocol, type PGlite, type QueryOptions, type Results } from '@electric-sql/pglite'

const { serialize } = protocol

/** Distinct statements kept prepared (each holds its plan in memory); beyond it, the plain path. */
const MAX_PREPARED = 500

/** A read that plans like the others: no lock taken, no write hidden in it. */
const PREPARABLE = /^\s*select\b/i
const NOT_PREPARABLE = /\bfor\s+(update|share|no\s+key\s+update|key\s+share)\b|\bnextval\s*\(|\bpg_advisory/i

type Statement = { name: string; paramTypes: number[] }

/** PostgreSQL's words when a prepared statement's result columns no longer match its tables. */
const RESULT_TYPE_CHANGED = 'cached plan must not change result type'

/** Makes `client.query()` run top-level reads as named prepared statements (see above). */
export function prepareReads(client: PGlite): void {
  const plainQuery = client.query.bind(client) as PGlite['query']
  const statements = new Map<string, Statement>()
  // Names are never reused: a forgotten statement's name stays taken in the session.
  let named = 0

  const send = async (message: Uint8Array) =>
    (await client.execProtocol(message, { syncToFs: false })).messages

  async function runPrepared<T>(text: string, params: unknown[], options?: QueryOptions) {
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const messages = []
        try {
          let statement = statements.get(text)
          if (!statement) {
            const name = `aurum_read_${++named}`
            await send(serialize.parse({ name, text }))
            const described = await send(serialize.describe({ type: 'S', name }))
            statement = { name, paramTypes: parse.parseDescribeStatementResults(described) }
            statements.set(text, statement)
          }
          const { name, paramTypes } = statement
          const values = params.map((value, index) => {
            if (value === null || value === undefined) return null
            const serializer =
              options?.serializers?.[paramTypes[index]!] ?? client.serializers[paramTypes[index]!]
            return serializer ? serializer(value) : String(value)
          })
          messages.push(...(await send(serialize.bind({ statement: name, values }))))
          messages.push(...(await send(serialize.describe({ type: 'P' }))))
          messages.push(...(await send(serialize.execute({}))))
        } finally {
          // Ends the exchange, and after an error brings the session back to ready.
          messages.push(...(await send(serialize.sync())))
        }
        // As query() does outside a transaction (this runs under the transaction lock, so none is open).
        await client.syncToFs()
        return parse.parseResults(messages, client.parsers, options)[0] as Results<T>
      }),
    )
  }

  client.query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
    // A statement already prepared skips the text tests: this runs on every query of the server.
    const preparable =
      !options?.blob &&
      (statements.has(text) ||
        (statements.size < MAX_PREPARED && PREPARABLE.test(text) && !NOT_PREPARABLE.test(text)))
    if (!preparable) return plainQuery<T>(text, params, options)
    await client._checkReady()
    try {
      return await runPrepared<T>(text, params, options)
    } catch (error) {
      if (!(error instanceof Error) || !error.message.includes(RESULT_TYPE_CHANGED)) throw error
      // A migration changed what the statement returns: forget it (its name stays taken, unused).
      statements.delete(text)
      return plainQuery<T>(text, params, options)
    }
  }
}
