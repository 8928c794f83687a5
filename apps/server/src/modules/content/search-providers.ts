// The public help content in the global search: FAQ questions (question or answer) and help-center
// articles (title or subtitle), in the reader's language, for every signed-in user (the content is
// public). A question opens the FAQ filtered by the term; an article opens its page.
import type { SearchProvider } from '../search/registry.js'
import * as contentRepo from './repo.js'

export const faqSearchProvider: SearchProvider = {
  kind: 'faq',
  title: { es: 'Preguntas frecuentes', en: 'FAQ', fr: 'FAQ', ar: 'الأسئلة الشائعة' },
  requires: null,
  async search(db, term, limit, lang) {
    const rows = await contentRepo.searchPublishedFaqs(db, lang, term, limit)
    return rows.map((row) => ({
      id: String(row.id),
      title: row.question,
      subtitle: row.group,
      url: `/pages/faq?q=${encodeURIComponent(row.question)}`,
      icon: 'help',
      avatar: null,
    }))
  },
}

export const helpArticleSearchProvider: SearchProvider = {
  kind: 'help-articles',
  title: { es: 'Artículos de ayuda', en: 'Help articles', fr: "Articles d'aide", ar: 'مقالات المساعدة' },
  requires: null,
  async search(db, term, limit, lang) {
    const rows = await contentRepo.searchPublishedArticles(db, lang, term, limit)
    return rows.map((row) => ({
      id: String(row.id),
      title: row.title,
      subtitle: row.subtitle,
      url: `/front-pages/help-center/article/${encodeURIComponent(row.slug)}`,
      icon: 'help',
      avatar: null,
    }))
  },
}
