import { describe, expect, it } from 'vitest'
import { faqEntryWriteSchema } from './content.js'

describe('authoring rules', () => {
  it('refuses translations in a language that is not offered', () => {
    const base = { groupId: 1, question: 'Q?', answer: '<p>A</p>' }
    expect(
      faqEntryWriteSchema.safeParse({ ...base, translations: { fr: { question: 'Q ?' } } }).success,
    ).toBe(true)
    expect(faqEntryWriteSchema.safeParse({ ...base, translations: { de: { question: 'F?' } } }).success).toBe(
      false,
    )
    expect(faqEntryWriteSchema.safeParse({ ...base, translations: { en: { question: 'Q?' } } }).success).toBe(
      false,
    )
  })
})
