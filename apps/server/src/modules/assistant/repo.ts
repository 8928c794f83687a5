// Retrieval for the assistant, in the database: PostgreSQL full-text search with ranking over the
// published FAQ answers and help-center articles, in the reader's language (a row's translation,
// else its English text), with the article's best passage cut by ts_headline.
import { sql } from 'drizzle-orm'
import type { LanguageCode } from '@aurum/shared'
import type { Db } from '../../db/client.js'

/** The text-search configuration (stemmer and stop words) of each language. */
const CONFIG: Record<LanguageCode, string> = { en: 'english', es: 'spanish', fr: 'french', ar: 'arabic' }

export type Passage = {
  kind: 'faq' | 'article'
  id: number
  title: string
  slug: string | null
  text: string
  rank: number
}

/** Words of the question joined by OR: any of them may match; the ranking orders the rest. */
export function tsQueryText(question: string): string {
  const words = question.toLowerCase().match(/[\p{L}\p{N}]{2,}/gu) ?? []
  return [...new Set(words)].slice(0, 24).join(' | ')
}

export async function searchPassages(db: Db, question: string, language: LanguageCode, limit: number) {
  const queryText = tsQueryText(question)
  if (!queryText) return []
  const config = CONFIG[language]
  const result = (await db.execute(sql`
    with docs as (
      select 'faq' as kind, f.id,
             coalesce(f.translations -> ${language} ->> 'question', f.question) as title,
             coalesce(f.translations -> ${language} ->> 'answer', f.answer) as body,
             null::text as slug
        from faqs f where f.published
      union all
      select 'article', a.id,
             coalesce(a.translations -> ${language} ->> 'title', a.title),
             concat_ws(' ',
               coalesce(a.translations -> ${language} ->> 'subtitle', a.subtitle),
               coalesce(a.translations -> ${language} ->> 'productContent', a.product_content),
               coalesce(a.translations -> ${language} ->> 'checkoutContent', a.checkout_content)),
             a.slug
        from help_center_articles a where a.published
    ),
    plain as (
      select kind, id, title, slug, regexp_replace(body, '<[^>]*>', ' ', 'g') as body from docs
    ),
    scored as (
      select p.*, q.query,
             ts_rank_cd(
               setweight(to_tsvector(${config}::regconfig, p.title), 'A') ||
               setweight(to_tsvector(${config}::regconfig, p.body), 'B'),
               q.query) as rank
        from plain p, to_tsquery(${config}::regconfig, ${queryText}) q(query)
       where (to_tsvector(${config}::regconfig, p.title) || to_tsvector(${config}::regconfig, p.body)) @@ q.query
    )
    select kind, id, title, slug, rank::float8 as rank,
           case when kind = 'faq' then regexp_replace(body, '[[:space:]]+', ' ', 'g')
                else ts_headline(${config}::regconfig, body, query,
                       'StartSel="",StopSel="",MaxWords=45,MinWords=20,MaxFragments=2,FragmentDelimiter=" … "')
           end as text
      from scored
     order by rank desc, kind, id
     limit ${limit}`)) as unknown as { rows: Passage[] }
  return result.rows.map((row) => ({ ...row, text: row.text.trim(), rank: Number(row.rank) }))
}
