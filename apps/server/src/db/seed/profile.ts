// The admin's profile page: header, the cards of each tab, and twenty project-table rows.
import type { Faker } from '@faker-js/faker'
import { profileHeaders, profileProjects, profileTabData, type JsonValue } from '../schema/index.js'
import { avatarUrl, imageUrl, type SeedContext } from './context.js'
import { ADMIN_EMAIL, cycle, demoHistory, isoDate, userIdByEmail } from './helpers.js'
import { projectDescription, teamDescription } from './texts.js'

const DEMO_PROFILE_PROJECT_COUNT = 20

const CHIPS = ['React', 'Vue.js', 'Figma', 'Sketch', 'Node.js', 'Python']
const CHIP_COLORS = ['primary', 'secondary', 'success', 'error', 'warning', 'info']

function people(faker: Faker, count: number): string[] {
  return faker.helpers.multiple(() => faker.person.fullName(), { count })
}

function avatarGroup(names: string[]): JsonValue[] {
  return names.map((name) => ({ avatar: avatarUrl(name), name }))
}

export async function seedProfile({ db, fakerFor, now }: SeedContext) {
  const faker = fakerFor(11001)
  const userId = await userIdByEmail(db, ADMIN_EMAIL)

  await db.insert(profileHeaders).values({
    userId,
    fullName: 'John Doe',
    location: 'San Francisco',
    joiningDate: '2021-04-01',
    // Only the cover is read: the rest of the header comes from the account (profile service).
    designation: 'admin',
    profileImg: avatarUrl('John Doe'),
    coverImg: imageUrl('cover', 'John Doe'),
  })

  const teamNames = [
    'React Developers',
    'Support Team',
    'UI Designers',
    'Vue.js Developers',
    'Digital Marketing',
  ]
  const teams: JsonValue[] = teamNames.map((title, index) => ({
    title,
    avatar: imageUrl('team', title),
    avatarGroup: avatarGroup(people(faker, 3)),
    extraMembers: faker.number.int({ min: 0, max: 12 }),
    description: teamDescription(title),
    chips: [
      { title: cycle(CHIPS, index), color: cycle(CHIP_COLORS, index) },
      { title: cycle(CHIPS, index + 2), color: cycle(CHIP_COLORS, index + 2) },
    ],
  }))

  const projectTitles = [
    'Social Banners',
    'Admin Template',
    'App Design',
    'Create Website',
    'Figma Dashboard',
    'Logo Design',
  ]
  const projects: JsonValue[] = projectTitles.map((title, index) => {
    const totalTask = faker.number.int({ min: 50, max: 300 })
    // Deadlines a few weeks after the demo date, so "days left" and the deadline agree; projects
    // under way started before it (one to 140 days ago).
    const daysLeft = faker.number.int({ min: 1, max: 60 })
    const deadline = new Date(now.getTime() + daysLeft * 86_400_000)
    const start = new Date(now.getTime() - faker.number.int({ min: 1, max: 140 }) * 86_400_000)
    return {
      title,
      client: faker.person.fullName(),
      description: projectDescription(title),
      budget: `$${faker.number.int({ min: 5, max: 50 })}k`,
      budgetSpent: `$${faker.number.int({ min: 1, max: 5 })}k`,
      hours: `${faker.number.int({ min: 100, max: 900 })}h`,
      tasks: `${faker.number.int({ min: 10, max: totalTask })}/${totalTask}`,
      totalTask,
      completedTask: faker.number.int({ min: 0, max: totalTask }),
      comments: faker.number.int({ min: 0, max: 120 }),
      deadline: isoDate(deadline),
      startDate: isoDate(start),
      members: `${faker.number.int({ min: 3, max: 300 })} members`,
      chipText: `${daysLeft} days left`,
      chipColor: cycle(CHIP_COLORS, index),
      avatar: imageUrl('project', title),
      avatarGroup: avatarGroup(people(faker, 4)),
    }
  })

  const connections: JsonValue[] = people(faker, 6).map((name, index) => ({
    name,
    designation: faker.person.jobTitle(),
    avatar: avatarUrl(name),
    tasks: String(faker.number.int({ min: 10, max: 900 })),
    projects: String(faker.number.int({ min: 1, max: 60 })),
    connections: String(faker.number.int({ min: 10, max: 900 })),
    isConnected: index % 2 === 0,
    chips: [{ title: cycle(CHIPS, index), color: cycle(CHIP_COLORS, index) }],
  }))

  const profile: JsonValue = {
    // Name, status, role, country, language, phone and email are the account's (profile service).
    about: [],
    contacts: [{ property: 'Skype', value: 'john.doe', icon: 'ri-wechat-line' }],
    teams: [
      { property: 'Backend Developer', value: '(126 Members)' },
      { property: 'React Developer', value: '(98 Members)' },
    ],
    overview: [
      { property: 'Task Compiled', value: '13.5k', icon: 'ri-check-line' },
      { property: 'Connections', value: '897', icon: 'ri-user-3-line' },
      { property: 'Projects Compiled', value: '146', icon: 'ri-star-smile-line' },
    ],
    connections: connections.slice(0, 5),
    teamsTech: teams.slice(0, 5),
  }

  await db.insert(profileTabData).values([
    { userId, tab: 'profile', data: profile },
    { userId, tab: 'teams', data: teams },
    { userId, tab: 'projects', data: projects },
    { userId, tab: 'connections', data: connections },
  ])

  const projectNames = [
    'BGC eCommerce App',
    'Falcon Logo Design',
    'Dashboard Design',
    'Foodista Mobile App',
    'Dojo React Project',
    'Blockchain Website',
    'Hoffman Website',
    'eCommerce Website',
    'Retro Logo Design',
    'Admin Dashboard',
    'Travel Booking App',
    'Fitness Tracker',
    'Crypto Wallet',
    'Recipe Finder',
    'Chat Application',
    'Portfolio Website',
    'Inventory System',
    'Music Player',
    'Weather Widget',
    'Learning Platform',
  ]
  await db.insert(profileProjects).values(
    projectNames.slice(0, DEMO_PROFILE_PROJECT_COUNT).map((name) => ({
      userId,
      name,
      leader: faker.person.fullName(),
      projectDate: demoHistory(now).day(
        faker.date.between({ from: '2025-01-01T00:00:00Z', to: '2025-12-31T00:00:00Z' }),
      ),
      status: faker.number.int({ min: 0, max: 100 }),
      avatar: imageUrl('project', name),
      avatarGroup: people(faker, faker.number.int({ min: 2, max: 4 })).map(avatarUrl),
    })),
  )
}
