// The slides the carousel examples share: Aurum's own generated pictures (served by the API, nothing
// fetched from outside).
export const SLIDES = [
  'Aurora lamp',
  'Nimbus headphones',
  'Trail shoes',
  'Coffee mug',
  'Smart watch',
  'Yoga mat',
].map((label) => ({ label, image: `/api/media/image/product/${encodeURIComponent(label)}.svg` }))
