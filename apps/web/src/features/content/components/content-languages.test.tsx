import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/test/render'
import { ContentLanguageChips, missingLanguages } from './content-languages'
import { LanguageTabs } from './language-tabs'

const ENTRY = { question: 'Can I return my product?', answer: '<p>Within 15 days.</p>' }
const TRANSLATIONS = {
  es: { question: '¿Puedo devolver mi producto?', answer: '<p>En los 15 días siguientes.</p>' },
  // The editor leaves an empty paragraph: nothing a reader would see.
  fr: { question: 'Puis-je retourner mon produit ?', answer: '<p> </p>' },
}

describe('missingLanguages', () => {
  it('counts a language missing while a field the English has is empty', () => {
    expect(missingLanguages(ENTRY, TRANSLATIONS, ['question', 'answer'])).toEqual(['fr', 'ar'])
    // A field empty in English too asks nothing of the translations.
    expect(
      missingLanguages({ title: 'T', checkoutContent: '' }, { ar: { title: 'ع' } }, [
        'title',
        'checkoutContent',
      ]),
    ).toEqual(['es', 'fr'])
  })
})

describe('ContentLanguageChips', { timeout: 30_000 }, () => {
  it('marks each language written or missing, in the reader’s language', async () => {
    await renderWithProviders(
      <ContentLanguageChips english={ENTRY} translations={TRANSLATIONS} fields={['question', 'answer']} />,
    )
    const list = screen.getByRole('list', { name: 'Languages of this entry' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(4)
    expect(within(list).getByLabelText('English: written').textContent).toContain('EN')
    expect(within(list).getByLabelText('Español: written').textContent).toContain('ES')
    expect(
      within(list).getByLabelText('Français: missing, its readers see the English').textContent,
    ).toContain('FR')
    expect(
      within(list).getByLabelText('العربية: missing, its readers see the English').textContent,
    ).toContain('AR')
  })

  it('speaks Arabic to an Arabic author', async () => {
    await renderWithProviders(
      <ContentLanguageChips english={ENTRY} translations={TRANSLATIONS} fields={['question', 'answer']} />,
      { language: 'ar' },
    )
    expect(screen.getByRole('list', { name: 'لغات هذا العنصر' })).toBeTruthy()
    expect(screen.getByLabelText('Español: مكتوب')).toBeTruthy()
    expect(screen.getByLabelText('Français: غير مكتوب، يرى قرّاؤه النص الإنجليزي')).toBeTruthy()
  })
})

describe('LanguageTabs', { timeout: 30_000 }, () => {
  it('marks the tabs of the missing languages', async () => {
    await renderWithProviders(<LanguageTabs value="en" onChange={() => undefined} missing={['ar']} />)
    expect(screen.getByRole('tab', { name: 'Español' })).toBeTruthy()
    expect(screen.getByRole('tab', { name: 'العربية: missing, its readers see the English' })).toBeTruthy()
  })
})
