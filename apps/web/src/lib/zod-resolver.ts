// The forms' resolver: zod's, with the error map that writes issue codes (lib/zod-error-map.ts)
// installed first. Forms import it from here, never from @hookform/resolvers directly (ESLint).
import './zod-error-map'

// eslint-disable-next-line no-restricted-imports -- the one module that may
export { zodResolver } from '@hookform/resolvers/zod'
