// Retrieval for the assistant, in the database: the published FAQ answers and help-center
// articles, each in the reader's language (its translation) and in English, cut into sentences
// and stemmed by PostgreSQL's text search (the same on PostgreSQL and PGlite). Each document is
// scored by how much of the question it covers, every question word weighted by its rarity in
// that language's documents (a BM25-style idf), so a common word ("order") weighs little and a
// word no document has ("volcano") counts fully against the match.
import { sql } from 'drizzle-orm'
import type { LanguageCode } from '@aurum/shared'
import type { Db } from '../../db/client.js'

/** The text-search configuration (stemmer and stop words) of each language. */
const CONFIG: Record<LanguageCode, string> = { en: 'english', es: 'spanish', fr: 'french', ar: 'arabic' }

/**
 * Words PostgreSQL's configuration keeps but that say nothing about the subject: Arabic has a
 * stemmer and no stop-word list; the others miss a few question words.
 */
const EXTRA_STOP_WORDS: Record<LanguageCode, string> = {
  en: 'can could would may might please tell know want need get much many',
  es: 'puedo puede pueden podría quiero necesito saber dime cómo cuál cuáles cuándo dónde qué quién hasta hay hacer',
  fr: 'puis peux peut pouvez pourrais voudrais veux dois faut savoir dites comment quel quelle quels quelles combien quand où jusqu',
  ar: 'ما ماذا هل كيف كم متى أين لماذا من في على إلى عن مع هو هي هذا هذه ذلك تلك أن إن لا لم لن قد كان كانت يمكنني يمكن أريد أستطيع عند بعد قبل أو و ثم التي الذي',
}

/**
 * Words a reader may use for what the help content says with another (the content's word second):
 * a question word matches either. Kept short: the content's own vocabulary on prices, delivery,
 * returns and damage.
 */
const SYNONYMS: Record<LanguageCode, [string, string][]> = {
  en: [
    ['price', 'cost'],
    ['fee', 'cost'],
    ['charge', 'cost'],
    ['shipping', 'delivery'],
    ['broken', 'damaged'],
    ['refund', 'return'],
  ],
  es: [
    ['precio', 'cuesta'],
    ['coste', 'cuesta'],
    ['costo', 'cuesta'],
    ['envío', 'entrega'],
    ['roto', 'dañado'],
    ['estropeado', 'dañado'],
    ['anular', 'cancelar'],
  ],
  fr: [
    ['prix', 'coûte'],
    ['tarif', 'coûte'],
    ['frais', 'coûte'],
    ['expédition', 'livraison'],
    ['renvoyer', 'retourner'],
    ['abîmé', 'endommagé'],
    ['cassé', 'endommagé'],
  ],
  ar: [
    ['سعر', 'تكلفة'],
    ['ثمن', 'تكلفة'],
    ['رسوم', 'تكلفة'],
    ['شحن', 'توصيل'],
    ['مكسور', 'تالف'],
    ['إعادة', 'إرجاع'],
  ],
}

function synonymRows(language: LanguageCode) {
  const languages = language === 'en' ? ['en' as const] : [language, 'en' as const]
  return languages.flatMap((lang) =>
    SYNONYMS[lang].map(([word, alternative]) => ({ lang, word, alternative })),
  )
}

export type DocumentMatch = {
  kind: 'faq' | 'article'
  id: number
  language: LanguageCode
  title: string
  slug: string | null
  /** Share of the question's weight this document covers, 0 to 1. */
  score: number
  /** Share of the question's weight its title covers. */
  titleScore: number
  /** The document's sentences in order, each with the question weight it covers. */
  sentences: { text: string; weight: number }[]
}

/**
 * The documents that share at least one word with the question, in the reader's language and in
 * English, best covered first. A translated document is only looked at in its translation.
 */
export async function searchDocuments(
  db: Db,
  question: string,
  language: LanguageCode,
  limit: number,
): Promise<DocumentMatch[]> {
  // The planner cannot estimate the set-returning functions and guesses a cost that turns on
  // PostgreSQL's JIT compiler, which costs 5 times the query itself (measured: 170 ms → 35 ms).
  const result = (await db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`)
    return tx.execute(sql`
    with langs as (
      select distinct lang, cfg, stop
        from (values (${language}::text, ${CONFIG[language]}::regconfig, ${EXTRA_STOP_WORDS[language]}::text),
                     ('en', 'english'::regconfig, ${EXTRA_STOP_WORDS.en}::text)) v(lang, cfg, stop)
    ),
    words as (
      select distinct l.lang, t.lexeme as term
        from langs l, unnest(tsvector_to_array(to_tsvector(l.cfg, ${question}))) t(lexeme)
       where t.lexeme <> all(tsvector_to_array(to_tsvector(l.cfg, l.stop)))
    ),
    synonyms as (
      select l.lang, (tsvector_to_array(to_tsvector(l.cfg, s.word)))[1] as word, alt.lexeme as alternative
        from langs l
        join json_to_recordset(${JSON.stringify(synonymRows(language))}::json) s(lang text, word text, alternative text)
          on s.lang = l.lang,
             unnest(tsvector_to_array(to_tsvector(l.cfg, s.alternative))) alt(lexeme)
    ),
    -- A question word matches its own stem, its synonyms' stems, and in Arabic the stem without a
    -- one-letter proclitic (the stemmer keeps the l- of "لإرجاع").
    terms as (
      select lang, term, term as lexeme from words
      union
      select w.lang, w.term, s.alternative from words w join synonyms s on s.lang = w.lang and s.word = w.term
      union
      select lang, term, substr(term, 2) from words
       where lang = 'ar' and term ~ '^[لبوفك]' and char_length(term) >= 4
    ),
    docs as (
      select 'faq' as kind, f.id, l.lang, l.cfg, null::text as slug,
             case when l.lang = 'en' then f.question else f.translations -> l.lang ->> 'question' end as title,
             case when l.lang = 'en' then f.answer else f.translations -> l.lang ->> 'answer' end as body,
             l.lang = 'en' and ${language} <> 'en' and f.translations -> ${language} ->> 'answer' is not null as shadowed
        from faqs f, langs l
       where f.published
      union all
      select 'article', a.id, l.lang, l.cfg, a.slug,
             case when l.lang = 'en' then a.title else a.translations -> l.lang ->> 'title' end,
             case when l.lang = 'en'
                  then concat_ws(E'\n', a.subtitle, a.product_content, a.checkout_content)
                  else concat_ws(E'\n', a.translations -> l.lang ->> 'subtitle',
                                 a.translations -> l.lang ->> 'productContent',
                                 a.translations -> l.lang ->> 'checkoutContent') end,
             l.lang = 'en' and ${language} <> 'en' and a.translations -> ${language} ->> 'title' is not null
        from help_center_articles a, langs l
       where a.published
    ),
    present as (
      select * from docs where title is not null and coalesce(body, '') <> ''
    ),
    sentences as (
      -- Block ends and sentence ends (. ! ? and the Arabic question mark) start a new sentence.
      select p.kind, p.id, p.lang, s.position, trim(s.text) as text,
             tsvector_to_array(to_tsvector(p.cfg, s.text)) as lexemes
        from present p,
             regexp_split_to_table(
               regexp_replace(
                 regexp_replace(
                   regexp_replace(p.body, '</(p|li|h[1-6]|div|tr)>|<br */?>', chr(10), 'gi'),
                   '<[^>]*>', ' ', 'g'),
                 '([.!?؟])[[:space:]]+', '\\1' || chr(10), 'g'),
               '[[:space:]]*' || chr(10) || '[[:space:]]*') with ordinality s(text, position)
       where trim(s.text) <> ''
    ),
    doc_lexemes as (
      select p.kind, p.id, p.lang, p.title, p.slug, p.shadowed,
             tsvector_to_array(to_tsvector(p.cfg, p.title)) as title_lexemes,
             array(select unnest(tsvector_to_array(to_tsvector(p.cfg, p.title)))
                   union select unnest(s.lexemes) from sentences s
                                 where s.kind = p.kind and s.id = p.id and s.lang = p.lang) as lexemes
        from present p
    ),
    sizes as (
      select lang, count(*)::float8 as n from doc_lexemes group by lang
    ),
    weights as (
      select t.lang, t.term,
             ln(1 + (z.n - count(distinct d.kind || d.id) + 0.5) / (count(distinct d.kind || d.id) + 0.5)) as weight,
             array_agg(distinct t.lexeme) as lexemes
        from terms t
        join sizes z on z.lang = t.lang
        left join doc_lexemes d on d.lang = t.lang and t.lexeme = any(d.lexemes)
       group by t.lang, t.term, z.n
    ),
    totals as (
      select lang, sum(weight) as total from weights group by lang
    ),
    scored as (
      select d.kind, d.id, d.lang, d.title, d.slug,
             sum(w.weight) / nullif(max(tt.total), 0) as score,
             coalesce(sum(w.weight) filter (where w.lexemes && d.title_lexemes), 0)
               / nullif(max(tt.total), 0) as title_score
        from doc_lexemes d
        join weights w on w.lang = d.lang and w.lexemes && d.lexemes
        join totals tt on tt.lang = d.lang
       where not d.shadowed
       group by d.kind, d.id, d.lang, d.title, d.slug
    ),
    -- Ranked by coverage, a title that holds the question's words counting half again.
    top as (
      select * from scored
       order by score + title_score / 2 desc, (lang = ${language}) desc, kind desc, id
       limit ${limit}
    )
    select sc.kind, sc.id, sc.lang as language, sc.title, sc.slug, sc.score::float8 as score,
           sc.title_score::float8 as "titleScore",
           (select json_agg(json_build_object(
                     'text', s.text,
                     'weight', coalesce((select sum(w.weight) from weights w
                                          where w.lang = s.lang and w.lexemes && s.lexemes), 0))
                   order by s.position)
              from sentences s
             where s.kind = sc.kind and s.id = sc.id and s.lang = sc.lang) as sentences
      from top sc
     order by sc.score + sc.title_score / 2 desc, (sc.lang = ${language}) desc, sc.kind desc, sc.id`)
  })) as unknown as {
    rows: (Omit<DocumentMatch, 'sentences' | 'score' | 'titleScore'> & {
      score: number | string
      titleScore: number | string
      sentences: DocumentMatch['sentences'] | string | null
    })[]
  }
  return result.rows.map((row) => {
    const sentences = typeof row.sentences === 'string' ? JSON.parse(row.sentences) : (row.sentences ?? [])
    return {
      ...row,
      score: Number(row.score),
      titleScore: Number(row.titleScore),
      sentences: (sentences as DocumentMatch['sentences']).map((s) => ({
        text: s.text,
        weight: Number(s.weight),
      })),
    }
  })
}
