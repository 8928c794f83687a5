import { describe, expect, it } from 'vitest'
import { chipColorOf } from './profile-chips'
import { leadingCount } from './profile-helpers'
import { projectStatusColor } from './profile-project-status'
import { memberOfAvatarUrl } from './profile-project-table'

describe('profile helpers', () => {
  it('reads the count at the start of a stored text, nothing otherwise', () => {
    expect(leadingCount('120 members')).toBe(120)
    expect(leadingCount('1 days left')).toBe(1)
    expect(leadingCount('members: 3')).toBeUndefined()
    expect(leadingCount('')).toBeUndefined()
  })

  it('names a member from a generated avatar URL, and tolerates a malformed one', () => {
    expect(memberOfAvatarUrl("/api/media/avatar/Jane%20O'Neil.svg")).toEqual({
      avatar: "/api/media/avatar/Jane%20O'Neil.svg",
      name: "Jane O'Neil",
    })
    expect(memberOfAvatarUrl('/api/media/avatar/%E0%A4%A.svg').name).toBe('')
    expect(memberOfAvatarUrl('/uploads/photo.png').name).toBe('')
  })

  it('maps stored chip colours to theme colours, secondary for unknown ones', () => {
    expect(chipColorOf('success')).toBe('success')
    expect(chipColorOf('purple')).toBe('secondary')
  })

  it('colours project progress from red to green', () => {
    expect([0, 24, 25, 49, 50, 74, 75, 100].map(projectStatusColor)).toEqual([
      'error',
      'error',
      'warning',
      'warning',
      'info',
      'info',
      'success',
      'success',
    ])
  })
})
