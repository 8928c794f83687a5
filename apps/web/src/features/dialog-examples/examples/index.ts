// The examples of /pages/dialog-examples, in the order the page shows them.
import type { ShowcaseEntry } from '@/components/showcase/showcase-page'
import { DialogConfirm } from './dialog-confirm'
import { DialogEditProfile } from './dialog-edit-profile'
import { DialogFullScreen } from './dialog-full-screen'
import { DialogPaymentMethod } from './dialog-payment-method'
import { DialogShareProject } from './dialog-share-project'
import { DialogTwoFactor } from './dialog-two-factor'

export const examples: ShowcaseEntry[] = [
  { id: 'confirm', Example: DialogConfirm, source: () => import('./dialog-confirm.tsx?raw') },
  { id: 'profile', Example: DialogEditProfile, source: () => import('./dialog-edit-profile.tsx?raw') },
  { id: 'fullScreen', Example: DialogFullScreen, source: () => import('./dialog-full-screen.tsx?raw') },
  { id: 'payment', Example: DialogPaymentMethod, source: () => import('./dialog-payment-method.tsx?raw') },
  { id: 'share', Example: DialogShareProject, source: () => import('./dialog-share-project.tsx?raw') },
  { id: 'twoFactor', Example: DialogTwoFactor, source: () => import('./dialog-two-factor.tsx?raw') },
]
