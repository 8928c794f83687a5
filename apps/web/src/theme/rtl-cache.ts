// Emotion caches per direction. Arabic styles pass through stylis-plugin-rtl so every physical
// property MUI writes is mirrored; the plugin is only downloaded when a right-to-left language is
// in use (it is not part of the first load of /login in the other languages).
import createCache, { type EmotionCache } from '@emotion/cache'

const ltrCache: EmotionCache = createCache({ key: 'mui' })
let rtlCache: EmotionCache | undefined

export async function loadRtlCache(): Promise<EmotionCache> {
  if (!rtlCache) {
    const [{ prefixer }, { default: rtlPlugin }] = await Promise.all([
      import('stylis'),
      import('stylis-plugin-rtl'),
    ])
    rtlCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] })
  }
  return rtlCache
}

/** The cache for a direction, or undefined while the right-to-left plugin is still loading. */
export function emotionCacheFor(direction: 'ltr' | 'rtl'): EmotionCache | undefined {
  return direction === 'rtl' ? rtlCache : ltrCache
}
