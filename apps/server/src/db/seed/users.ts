// Roles with their ability rules, the permission catalogue of spec section 6, the two login users
// of the spec and the demo users of the users list.
import {
  ADMIN_RULES,
  CLIENT_RULES,
  SEEDED_ROLE_DESCRIPTIONS,
  USER_PLANS,
  USER_STATUSES,
  type AbilityRule,
} from '@aurum/shared'
import type { Faker } from '@faker-js/faker'
import { hashPassword } from '../../auth/password.js'
import { permissions, roles, users } from '../schema/index.js'
import { avatarUrl, insertInChunks, type SeedContext } from './context.js'
import { DAY_MS } from './helpers.js'
import { countryCodeOfName } from '../../lib/country-names.js'

const contentSubjects = ['Product', 'Category', 'Review', 'Course', 'Faq', 'HelpCenter'] as const

/** Rules of the five data roles; admin and client keep the spec's login rules. */
const SEEDED_ROLES: { name: string; description: string; rules: AbilityRule[] }[] = [
  { name: 'admin', description: SEEDED_ROLE_DESCRIPTIONS.admin, rules: ADMIN_RULES },
  { name: 'client', description: SEEDED_ROLE_DESCRIPTIONS.client, rules: CLIENT_RULES },
  {
    name: 'editor',
    description: SEEDED_ROLE_DESCRIPTIONS.editor,
    rules: [
      { action: ['read', 'create', 'update'], subject: [...contentSubjects] },
      { action: 'read', subject: ['Dashboard', 'AclDemo'] },
    ],
  },
  {
    name: 'author',
    description: SEEDED_ROLE_DESCRIPTIONS.author,
    rules: [
      { action: ['read', 'create', 'update'], subject: ['Course', 'HelpCenter', 'Faq'] },
      { action: 'read', subject: 'AclDemo' },
    ],
  },
  {
    name: 'maintainer',
    description: SEEDED_ROLE_DESCRIPTIONS.maintainer,
    rules: [
      {
        action: 'read',
        subject: ['Dashboard', 'Product', 'Category', 'Order', 'Customer', 'Review', 'Invoice'],
      },
      { action: 'update', subject: ['Order', 'StoreSettings'] },
      { action: 'read', subject: 'AclDemo' },
    ],
  },
  {
    name: 'subscriber',
    description: SEEDED_ROLE_DESCRIPTIONS.subscriber,
    rules: [{ action: 'read', subject: ['Dashboard', 'AclDemo'] }],
  },
]

const DATA_ROLES = ['admin', 'editor', 'author', 'maintainer', 'subscriber'] as const

/**
 * Spec section 6's nine permission names. The spec assigns them to five "permission roles"
 * (administrator, manager, users, support, restricted-user) that no user holds; here they name
 * the real roles instead: administrator → admin, manager → maintainer, users → subscriber,
 * support → editor, restricted-user → client.
 */
const SEEDED_PERMISSIONS: { name: string; assignedTo: string[] }[] = [
  { name: 'Management', assignedTo: ['admin'] },
  { name: 'Manage Billing & Roles', assignedTo: ['admin'] },
  { name: 'Add & Remove Users', assignedTo: ['admin', 'maintainer'] },
  { name: 'Project Planning', assignedTo: ['admin', 'subscriber', 'editor'] },
  { name: 'Manage Email Sequences', assignedTo: ['admin', 'subscriber', 'editor'] },
  { name: 'Client Communication', assignedTo: ['admin', 'maintainer'] },
  { name: 'Only View', assignedTo: ['admin', 'client'] },
  { name: 'Financial Management', assignedTo: ['admin', 'maintainer'] },
  { name: "Manage Others' Tasks", assignedTo: ['admin', 'editor'] },
]

const DEMO_USER_COUNT = 60

type NewUser = typeof users.$inferInsert

/** One plausible user; `suffix` keeps email and username unique in large volumes. */
export function fakeUser(faker: Faker, suffix: string): NewUser {
  const firstName = faker.person.firstName()
  const lastName = faker.person.lastName()
  const fullName = `${firstName} ${lastName}`
  const handle = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z0-9.]/g, '')
  return {
    fullName,
    company: faker.company.name(),
    role: faker.helpers.arrayElement(DATA_ROLES),
    username: `${handle}${suffix}`,
    // faker's names to codes (the same names migration 0032 converted in databases seeded before).
    country: countryCodeOfName(faker.location.country()),
    contact: faker.phone.number({ style: 'international' }),
    email: `${handle}${suffix}@${faker.internet.domainName()}`,
    currentPlan: faker.helpers.arrayElement(USER_PLANS),
    status: faker.helpers.arrayElement(USER_STATUSES),
    avatar: faker.datatype.boolean({ probability: 0.7 }) ? avatarUrl(fullName) : null,
    taskDone: faker.number.int({ min: 0, max: 2000 }),
    projectDone: faker.number.int({ min: 0, max: 600 }),
    taxId: `Tax-${faker.string.numeric(4)}`,
    language: faker.helpers.arrayElement(['English', 'Spanish', 'French', 'Arabic']),
  }
}

export async function seedUsers({ db, fakerFor, now }: SeedContext) {
  const faker = fakerFor(1001)
  // The roles and the two logins exist from two years before the seed; the demo users joined
  // since, eleven days apart, the first of them most recently.
  const founded = new Date(now.getTime() - 730 * DAY_MS)
  const joined = (index: number) => new Date(now.getTime() - index * 11 * DAY_MS)
  await db.insert(roles).values(SEEDED_ROLES.map((role) => ({ ...role, createdAt: founded })))
  await db.insert(permissions).values(
    SEEDED_PERMISSIONS.map((permission, index) => ({
      ...permission,
      createdAt: new Date(now.getTime() - (index + 1) * 9 * DAY_MS - index * 3_600_000),
    })),
  )
  const loginUsers: NewUser[] = [
    {
      fullName: 'John Doe',
      username: 'johndoe',
      email: 'admin@demo.com',
      role: 'admin',
      company: 'Aurum',
      country: 'US',
      contact: '+1 202 555 0143',
      currentPlan: 'enterprise',
      status: 'active',
      avatar: avatarUrl('John Doe'),
      taxId: 'Tax-8894',
      passwordHash: await hashPassword('admin'),
    },
    {
      fullName: 'Jane Doe',
      username: 'janedoe',
      email: 'client@demo.com',
      role: 'client',
      company: 'Aurum',
      country: 'ES',
      contact: '+34 612 345 678',
      currentPlan: 'basic',
      status: 'active',
      avatar: avatarUrl('Jane Doe'),
      taxId: 'Tax-3421',
      passwordHash: await hashPassword('client'),
    },
  ]
  const demoUsers = Array.from({ length: DEMO_USER_COUNT }, (_, index) => ({
    ...fakeUser(faker, index ? String(index) : ''),
    createdAt: joined(index + 1),
    updatedAt: joined(index + 1),
  }))
  const logins = loginUsers.map((user) => ({ ...user, createdAt: founded, updatedAt: founded }))
  await insertInChunks([...logins, ...demoUsers], 500, (chunk) => db.insert(users).values(chunk))
}
