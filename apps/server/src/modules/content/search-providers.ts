// The public help content in the global search: FAQ questions (question or answer) and help-center
// articles (title or subtitle), in the reader's language, for every signed-in user (the content is
// public). A question opens the FAQ filtered by the term; an article opens its page.
import { searchProvider } from '../search/registry.js'
import * as contentRepo from './repo.js'

export const faqSearchProvider = searchProvider({
  kind: 'faq',
  title: { es: 'Preguntas frecuentes', en: 'FAQ', fr: 'FAQ', ar: 'الأسئلة الشائعة' },
  requires: null,
  icon: 'help',
  rows: (db, term, limit, lang) => contentRepo.searchPublishedFaqs(db, lang, term, limit),
  hit: (row) => ({
    id: row.id,
    title: row.question,
    subtitle: row.group,
    url: `/pages/faq?q=${encodeURIComponent(row.question)}`,
  }),
})

export const helpArticleSearchProvider = searchProvider({
  kind: 'help-articles',
  title: { es: 'Artículos de ayuda', en: 'Help articles', fr: "Articles d'aide", ar: 'مقالات المساعدة' },
  requires: null,
  icon: 'help',
  rows: (db, term, limit, lang) => contentRepo.searchPublishedArticles(db, lang, term, limit),
  hit: (row) => ({
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    url: `/front-pages/help-center/article/${encodeURIComponent(row.slug)}`,
  }),
})
