// The user profile page's contract (spec section 3, Profile): the header, the cards of each tab
// (GET /api/pages/profile?tab=…), the project table and the connection toggle.
import { z } from 'zod'
import { defineMessages } from '../errors/messages.js'
import { optionalQueryText, pagedAnswer, pagedQuery } from './common.js'

export const PROFILE_TABS = ['profile', 'teams', 'projects', 'connections'] as const
export type ProfileTabName = (typeof PROFILE_TABS)[number]
export const PROFILE_PROJECT_SORT_KEYS = ['name', 'leader', 'date', 'status'] as const
export type ProfileProjectSortKey = (typeof PROFILE_PROJECT_SORT_KEYS)[number]

export const PROFILE_MESSAGES = defineMessages('profile', {
  date: 'Must be a date YYYY-MM-DD',
  connectionNotFound: 'Connection not found',
})

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, PROFILE_MESSAGES.date)

export const profileHeaderSchema = z.object({
  fullName: z.string(),
  location: z.string(),
  /** YYYY-MM-DD. */
  joiningDate: isoDate,
  designation: z.string(),
  profileImg: z.string(),
  coverImg: z.string(),
})
export type ProfileHeader = z.infer<typeof profileHeaderSchema>

/** A theme colour name (primary, secondary, success, error, warning, info). */
export const profileChipSchema = z.object({ title: z.string(), color: z.string() })
export type ProfileChip = z.infer<typeof profileChipSchema>

export const profileMemberSchema = z.object({ avatar: z.string(), name: z.string() })
export type ProfileMember = z.infer<typeof profileMemberSchema>

export const profileTeamSchema = z.object({
  title: z.string(),
  avatar: z.string(),
  avatarGroup: z.array(profileMemberSchema),
  extraMembers: z.number().int().nonnegative(),
  description: z.string(),
  chips: z.array(profileChipSchema),
})
export type ProfileTeam = z.infer<typeof profileTeamSchema>

export const profileProjectSchema = z.object({
  title: z.string(),
  client: z.string(),
  description: z.string(),
  budget: z.string(),
  budgetSpent: z.string(),
  hours: z.string(),
  tasks: z.string(),
  totalTask: z.number().int().nonnegative(),
  completedTask: z.number().int().nonnegative(),
  comments: z.number().int().nonnegative(),
  deadline: isoDate,
  startDate: isoDate,
  members: z.string(),
  chipText: z.string(),
  chipColor: z.string(),
  avatar: z.string(),
  avatarGroup: z.array(profileMemberSchema),
})
export type ProfileProject = z.infer<typeof profileProjectSchema>

export const profileConnectionSchema = z.object({
  name: z.string(),
  designation: z.string(),
  avatar: z.string(),
  tasks: z.string(),
  projects: z.string(),
  connections: z.string(),
  isConnected: z.boolean(),
  chips: z.array(profileChipSchema),
})
export type ProfileConnection = z.infer<typeof profileConnectionSchema>

/** One line of the about, contacts, teams and overview lists; `icon` names a Remix icon (ri-…). */
export const profilePropertySchema = z.object({
  property: z.string(),
  value: z.string(),
  icon: z.string().optional(),
})
export type ProfileProperty = z.infer<typeof profilePropertySchema>

export const profileOverviewSchema = z.object({
  about: z.array(profilePropertySchema),
  contacts: z.array(profilePropertySchema),
  teams: z.array(profilePropertySchema),
  overview: z.array(profilePropertySchema),
  connections: z.array(profileConnectionSchema),
  teamsTech: z.array(profileTeamSchema),
})
export type ProfileOverview = z.infer<typeof profileOverviewSchema>

/** The answer of GET /api/pages/profile for each tab. */
export const profileTabDataSchemas = {
  profile: profileOverviewSchema,
  teams: z.array(profileTeamSchema),
  projects: z.array(profileProjectSchema),
  connections: z.array(profileConnectionSchema),
} as const
export type ProfileTabData = { [T in ProfileTabName]: z.infer<(typeof profileTabDataSchemas)[T]> }

export const profileTabResponseSchema = z.union([
  profileOverviewSchema,
  z.array(profileTeamSchema),
  z.array(profileProjectSchema),
  z.array(profileConnectionSchema),
])

export const profileTabQuerySchema = z.object({
  // zod's own error (validation.invalid_value) names the tabs.
  tab: z.enum(PROFILE_TABS),
})

export const profileProjectRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  leader: z.string(),
  /** YYYY-MM-DD. */
  date: isoDate,
  /** Percentage complete, 0 to 100. */
  status: z.number().int().min(0).max(100),
  avatar: z.string(),
  avatarGroup: z.array(z.string()),
})
export type ProfileProjectRow = z.infer<typeof profileProjectRowSchema>

export const profileProjectListQuerySchema = pagedQuery(PROFILE_PROJECT_SORT_KEYS).extend({
  /** Matches the project name or its leader (case-insensitive substring). */
  q: optionalQueryText,
})
export type ProfileProjectListQuery = z.infer<typeof profileProjectListQuerySchema>
export type ProfileProjectListQueryInput = z.input<typeof profileProjectListQuerySchema>

export const profileProjectListResponseSchema = pagedAnswer(
  'projects',
  profileProjectRowSchema,
  z.number().int(),
)
export type ProfileProjectListResponse = z.infer<typeof profileProjectListResponseSchema>

export const profileConnectionIndexParamSchema = z.object({
  index: z.coerce.number().int().min(0).max(10_000),
})

export const profileConnectionUpdateSchema = z.strictObject({ isConnected: z.boolean() })
export type ProfileConnectionUpdate = z.infer<typeof profileConnectionUpdateSchema>
