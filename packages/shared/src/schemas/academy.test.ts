import { describe, expect, it } from 'vitest'
import {
  ACADEMY_MESSAGES,
  courseLengthText,
  courseOrderSchema,
  courseTimeMinutes,
  courseTimeText,
  courseTopicWriteSchema,
  isLessonVideoUrl,
} from './academy.js'

describe('lesson video addresses', () => {
  it('accept http(s) with a host and paths of this site', () => {
    for (const url of ['https://cdn.example.com/a.mp4', 'http://localhost:8080/v.webm', '/media/intro.mp4'])
      expect(isLessonVideoUrl(url), url).toBe(true)
  })
  it('refuse other schemes, protocol-relative addresses, spaces and hostless URLs', () => {
    for (const url of [
      'javascript:alert(1)',
      '//evil.example/x.mp4',
      'ftp://host/a',
      'https://',
      'a.mp4',
      '/a b.mp4',
      '/\\\\host',
      'data:video/mp4;base64,AA',
    ])
      expect(isLessonVideoUrl(url), url).toBe(false)
  })
})

describe('topic input', () => {
  it('reads an empty or missing video as none', () => {
    expect(courseTopicWriteSchema.parse({ title: 'Intro', minutes: 5, videoUrl: '  ' }).videoUrl).toBeNull()
    expect(courseTopicWriteSchema.parse({ title: 'Intro', minutes: 5 }).videoUrl).toBeNull()
  })
  it('names the video rule on a bad address', () => {
    const result = courseTopicWriteSchema.safeParse({ title: 'Intro', minutes: 5, videoUrl: 'javascript:x' })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe(ACADEMY_MESSAGES.videoUrl)
  })
  it('refuses a blank title, zero or fractional minutes', () => {
    expect(courseTopicWriteSchema.safeParse({ title: ' ', minutes: 5 }).success).toBe(false)
    expect(courseTopicWriteSchema.safeParse({ title: 'A', minutes: 0 }).success).toBe(false)
    expect(courseTopicWriteSchema.safeParse({ title: 'A', minutes: 1.5 }).success).toBe(false)
  })
  it('refuses an empty order', () => {
    expect(courseOrderSchema.safeParse({ ids: [] }).success).toBe(false)
  })
})

describe("a course's length as the spec's texts", () => {
  it("writes minutes as the list's time and the details' length, and reads the time back", () => {
    expect(courseTimeText(17 * 60 + 34)).toBe('17h 34m')
    expect(courseLengthText(17 * 60 + 34)).toBe('17.6 total hours')
    expect(courseTimeText(0)).toBe('0h 0m')
    expect(courseTimeMinutes(courseTimeText(1054))).toBe(1054)
    expect(courseTimeMinutes('about an hour')).toBeNull()
  })
})
