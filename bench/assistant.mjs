// Assistant benchmark (issue 30): asks every question of the assistant's question set
// (apps/server/src/modules/assistant/question-set.json, the one assistant-quality.test.ts keeps)
// of a running server, and reports per language the right answers (the fact and a right source)
// asked directly and paraphrased, the honest refusals (`found: false`) of off-topic questions, and
// the answer time p50/p99 over every request (JSON, one at a time, as a reader asks).
// Usage: start a built server with the demo data, then
//   BASE_URL=http://127.0.0.1:3204 PASSES=3 node bench/assistant.mjs
// Signed in as the demo admin, so the visitors' hourly limit does not apply.
import { readFileSync } from 'node:fs'

const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:3204'
const PASSES = Number(process.env.PASSES ?? 3)
const questionSet = JSON.parse(
  readFileSync(new URL('../apps/server/src/modules/assistant/question-set.json', import.meta.url), 'utf8'),
)
const LANGUAGES = ['en', 'es', 'fr', 'ar']

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
/** Arabic-Indic and Persian digits read as 0-9, as the test reads them. */
const westernDigits = (text) =>
  text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) & 0xf))

const login = await fetch(`${BASE_URL}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'admin@demo.com', password: 'admin' }),
}).then((response) => response.json())
const headers = { 'content-type': 'application/json', authorization: `Bearer ${login.accessToken}` }

const times = []
async function ask(question, language) {
  const started = performance.now()
  const response = await fetch(`${BASE_URL}/api/assistant/answers`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ question, language }),
  })
  const answer = await response.json()
  times.push(performance.now() - started)
  if (response.status !== 200) throw new Error(`${question}: ${response.status} ${JSON.stringify(answer)}`)
  return answer
}

const isRight = (item, answer) => {
  const topic = questionSet.topics[item.topic]
  const text = westernDigits(answer.answer)
  return (
    answer.found &&
    topic.facts.every((fact) => text.includes(fact)) &&
    topic.sources.includes(answer.sources[0]?.url ?? '')
  )
}

await ask('What does delivery cost?', 'en') // warm-up
times.length = 0
const tally = new Map(
  LANGUAGES.map((language) => [language, { direct: [0, 0], paraphrase: [0, 0], offTopic: [0, 0] }]),
)
const misses = new Set()
for (let pass = 0; pass < PASSES; pass++) {
  for (const item of questionSet.answerable) {
    const right = isRight(item, await ask(item.question, item.language))
    const cell = tally.get(item.language)[item.phrasing]
    if (pass === 0) {
      cell[1]++
      if (right) cell[0]++
      else misses.add(`${item.language} (${item.phrasing}) ${item.question}`)
    }
  }
  for (const item of questionSet.offTopic) {
    const answer = await ask(item.question, item.language)
    const cell = tally.get(item.language).offTopic
    if (pass === 0) {
      cell[1]++
      if (!answer.found) cell[0]++
      else misses.add(`${item.language} (off-topic, answered) ${item.question}`)
    }
  }
}

const sorted = [...times].sort((a, b) => a - b)
const cell = ([right, asked]) => `${right}/${asked}`
const sum = (key) =>
  [...tally.values()].reduce(([right, asked], row) => [right + row[key][0], asked + row[key][1]], [0, 0])
console.log('| language | direct: fact + source | paraphrased: fact + source | off-topic: found false |')
console.log('| --- | ---: | ---: | ---: |')
for (const [language, row] of tally)
  console.log(`| ${language} | ${cell(row.direct)} | ${cell(row.paraphrase)} | ${cell(row.offTopic)} |`)
console.log(`| all | ${cell(sum('direct'))} | ${cell(sum('paraphrase'))} | ${cell(sum('offTopic'))} |`)
console.log(
  `\nanswer time over ${sorted.length} requests (${PASSES} passes): p50 ${Math.round(percentile(sorted, 50))} ms, p99 ${Math.round(percentile(sorted, 99))} ms, max ${Math.round(sorted.at(-1))} ms`,
)
if (misses.size) console.log(`\nmisses:\n${[...misses].map((miss) => `- ${miss}`).join('\n')}`)
