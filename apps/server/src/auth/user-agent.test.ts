import { describe, expect, it } from 'vitest'
import { describeUserAgent } from './user-agent.js'

describe('describeUserAgent', () => {
  it('names common browsers and systems', () => {
    expect(
      describeUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36').device,
    ).toBe('Chrome on Windows')
    expect(describeUserAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15').device).toBe(
      'Safari on macOS',
    )
    expect(describeUserAgent('Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0').device).toBe('Firefox on Linux')
  })
  it('falls back for anything else', () => {
    expect(describeUserAgent('').device).toBe('Unknown browser on unknown system')
  })
})
