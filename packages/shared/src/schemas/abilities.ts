// The wire shape of one CASL rule (userAbilityRules of the login answer). Kept apart from
// abilities/ so that code which only checks permissions does not pull zod into its bundle.
import { z } from 'zod'
import { ACTIONS, SUBJECTS } from '../abilities/index.js'

export const abilityRuleSchema = z.object({
  action: z.union([z.enum(ACTIONS), z.array(z.enum(ACTIONS)).min(1)]),
  subject: z.union([z.enum(SUBJECTS), z.array(z.enum(SUBJECTS)).min(1)]),
  conditions: z.record(z.string(), z.unknown()).optional(),
  fields: z.union([z.string(), z.array(z.string())]).optional(),
  inverted: z.boolean().optional(),
  reason: z.string().optional(),
})
