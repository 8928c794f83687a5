// The addresses of the generated images (no network at run time): the server renders these SVGs.
// The demo data and the running app build the same URLs, so both read them from here.

export function avatarUrl(name: string): string {
  return `/api/media/avatar/${encodeURIComponent(name)}.svg`
}

export function imageUrl(kind: string, label: string): string {
  return `/api/media/image/${encodeURIComponent(kind)}/${encodeURIComponent(label)}.svg`
}
