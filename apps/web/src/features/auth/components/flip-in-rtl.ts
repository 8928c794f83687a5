/** sx for icons that point somewhere (arrows, chevrons): mirrored when the page is right-to-left. */
export const flipInRtl = { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } as const
