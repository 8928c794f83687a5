import { PGlite } from '@electric-sql/pglite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { prepareReads } from './pglite-prepared.js'

describe('reads as named prepared statements on PGlite', () => {
  let client: PGlite
  const prepared = async () =>
    (await client.exec('select name, statement from pg_prepared_statements order by name'))[0]!.rows as {
      name: string
      statement: string
    }[]

  beforeAll(async () => {
    client = await PGlite.create()
    await client.exec(`create table things (id int primary key, name text, seen timestamptz, tags text[]);
      insert into things values (1, 'one', '2026-12-08T01:00:00Z', '{a,b}'), (2, 'two', null, '{}')`)
    prepareReads(client)
  })
  afterAll(() => client.close())

  it('plans a select once and answers each call with its own parameters, types parsed as before', async () => {
    const text = 'select id, name, seen, tags from things where id = $1'
    const one = await client.query<{ id: number; name: string; seen: Date | null; tags: string[] }>(text, [1])
    const two = await client.query<{ id: number; name: string; seen: Date | null; tags: string[] }>(text, [2])
    expect(one.rows).toEqual([
      { id: 1, name: 'one', seen: new Date('2026-12-08T01:00:00Z'), tags: ['a', 'b'] },
    ])
    expect(two.rows).toEqual([{ id: 2, name: 'two', seen: null, tags: [] }])
    expect(one.fields.map((field) => field.name)).toEqual(['id', 'name', 'seen', 'tags'])
    expect((await prepared()).filter((row) => row.statement === text)).toHaveLength(1)
  })

  it('keeps rowMode array, null parameters and JSON values', async () => {
    const answer = await client.query(
      `select json_build_object('name', name, 'at', seen) as thing from things where $1::text is null or name = $1`,
      [null],
      { rowMode: 'array' },
    )
    expect(answer.rows).toEqual([
      [{ name: 'one', at: '2026-12-08T01:00:00+00:00' }],
      [{ name: 'two', at: null }],
    ])
  })

  it('leaves writes, locking reads and transactions to the plain path', async () => {
    await client.query('update things set name = $1 where id = $2', ['uno', 1])
    await client.query('select id from things where id = $1 for update', [1])
    await client.transaction(async (tx) => {
      await tx.query('select name from things where id = $1', [2])
    })
    const texts = (await prepared()).map((row) => row.statement)
    expect(texts.some((text) => /update|for update/i.test(text))).toBe(false)
    expect(texts).not.toContain('select name from things where id = $1')
    expect((await client.query('select name from things where id = $1', [1])).rows).toEqual([{ name: 'uno' }])
  })

  it('reports a failing read with its code and serves the next one', async () => {
    const failing = client.query('select 1 / $1::int as x', [0])
    await expect(failing).rejects.toMatchObject({ code: '22012' })
    expect((await client.query('select 1 / $1::int as x', [1])).rows).toEqual([{ x: 1 }])
  })

  it('refuses a null byte in a parameter as the plain path does, and serves the next read', async () => {
    await expect(client.query('select $1::text as t', ['a\u0000b'])).rejects.toMatchObject({ code: '22021' })
    expect((await client.query('select $1::text as t', ['ab'])).rows).toEqual([{ t: 'ab' }])
  })

  it('answers right when a table it reads changes its columns', async () => {
    const text = 'select * from things where id = $1'
    expect(Object.keys((await client.query<object>(text, [2])).rows[0]!)).toEqual([
      'id',
      'name',
      'seen',
      'tags',
    ])
    await client.exec('alter table things add column colour text')
    expect(Object.keys((await client.query<object>(text, [2])).rows[0]!)).toEqual([
      'id',
      'name',
      'seen',
      'tags',
      'colour',
    ])
  })

  it('serialises reads that arrive together with a transaction', async () => {
    const reads = Array.from({ length: 40 }, (_, index) =>
      client.query<{ n: number }>('select $1::int + 1 as n', [index]),
    )
    const writing = client.transaction(async (tx) => {
      await tx.query('insert into things (id, name) values ($1, $2)', [3, 'three'])
    })
    const answers = await Promise.all(reads)
    await writing
    expect(answers.map((answer) => answer.rows[0]!.n)).toEqual(
      Array.from({ length: 40 }, (_, index) => index + 1),
    )
    expect((await client.query('select count(*)::int as n from things')).rows).toEqual([{ n: 3 }])
  })
})
