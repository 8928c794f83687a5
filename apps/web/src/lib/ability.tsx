// The signed-in user's CASL ability, built from the stored userAbilityRules (spec section 6) and
// rebuilt whenever the session changes. Guards, menus and buttons read it; the server enforces.
import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { createContextualCan } from '@casl/react'
import { defineAbilityFor, type AppAbility } from '@aurum/shared'
import { getSession, useSession } from './session'

const AbilityContext = createContext<AppAbility>(defineAbilityFor([]))

export function AbilityProvider({ children }: { children: ReactNode }) {
  const { userAbilityRules } = useSession()
  const ability = useMemo(() => defineAbilityFor(userAbilityRules), [userAbilityRules])
  return <AbilityContext.Provider value={ability}>{children}</AbilityContext.Provider>
}

export function useAbility(): AppAbility {
  return useContext(AbilityContext)
}

/** `<Can I="read" a="User">…</Can>` bound to the current ability. */
export const Can = createContextualCan(AbilityContext.Consumer)

/** The ability outside React (router loaders). */
export function currentAbility(): AppAbility {
  return defineAbilityFor(getSession().userAbilityRules)
}
