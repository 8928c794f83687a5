// The academy's stored values in the reader's language: tags, and a course's share done.
import {
  courseLanguageSchema,
  courseSkillLevelSchema,
  type CourseLanguage,
  type CourseSkillLevel,
  type CourseTag,
} from '@aurum/shared'
import type { TFunction } from 'i18next'
import type { TonalChipColor } from '@/components/tonal-chip'

const TAG_KEYS: Record<CourseTag, string> = {
  Web: 'web',
  Design: 'design',
  Psychology: 'psychology',
  'UI/UX': 'uiux',
  Art: 'art',
}

/** The i18n key of a tag's name. */
export const courseTagKey = (tag: CourseTag) => `academy.tags.${TAG_KEYS[tag]}`

const TONES: readonly string[] = ['primary', 'secondary', 'success', 'info', 'warning', 'error']

/** The course's stored colour as a palette tone (primary when it names none). */
export const courseTone = (color: string): TonalChipColor =>
  TONES.includes(color) ? (color as TonalChipColor) : 'primary'

/** Whole percent done, 0 when the course has no topics. */
export const coursePercent = (completed: number, total: number) =>
  total === 0 ? 0 : Math.round((completed / total) * 100)

const LEVEL_KEYS: Record<CourseSkillLevel, string> = {
  Beginner: 'beginner',
  Intermediate: 'intermediate',
  Advanced: 'advanced',
  'All Levels': 'allLevels',
}

/** The i18n key of a skill level's name. */
export const courseSkillLevelKey = (level: CourseSkillLevel) => `academy.levels.${LEVEL_KEYS[level]}`

/** The i18n key of a course language's name. */
export const courseLanguageKey = (language: CourseLanguage) => `academy.languages.${language.toLowerCase()}`

/** A stored level or language in the reader's words; text the lists do not know is shown as stored. */
export function courseFactText(t: TFunction, fact: 'skillLevel' | 'language', stored: string): string {
  if (fact === 'skillLevel') {
    const level = courseSkillLevelSchema.safeParse(stored)
    return level.success ? t(courseSkillLevelKey(level.data)) : stored
  }
  const language = courseLanguageSchema.safeParse(stored)
  return language.success ? t(courseLanguageKey(language.data)) : stored
}
