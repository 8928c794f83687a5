import type { AbilityRule, AppAbility, UserData } from '@aurum/shared'

/** Who is calling, resolved from the bearer token on every request (see session-middleware.ts). */
export type AuthContext = {
  user: UserData
  sessionId: string
  rules: AbilityRule[]
  ability: AppAbility
}
