// The academy's stored values in the reader's language: tags, and a course's share done.
import type { CourseLanguage, CourseSkillLevel, CourseTag } from '@aurum/shared'
import type { TonalChipColor } from '../../../components/tonal-chip'

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
