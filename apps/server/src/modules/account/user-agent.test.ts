import { describe, expect, it } from 'vitest'
import { summarizeUserAgent } from './user-agent.js'

describe('summarizeUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      { browser: 'Chrome 126', os: 'Linux', device: 'desktop' },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      { browser: 'Safari 17', os: 'iOS', device: 'mobile' },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36 Edg/125.0.2535.85',
      { browser: 'Edge 125', os: 'Windows', device: 'desktop' },
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:127.0) Gecko/20100101 Firefox/127.0',
      { browser: 'Firefox 127', os: 'macOS', device: 'desktop' },
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      { browser: 'Safari 17', os: 'macOS', device: 'desktop' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      { browser: 'Chrome 126', os: 'Android', device: 'tablet' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
      { browser: 'Chrome 126', os: 'Android', device: 'mobile' },
    ],
  ])('names the browser, system and device of %s', (userAgent, expected) => {
    expect(summarizeUserAgent(userAgent)).toEqual(expected)
  })

  it.each([
    ['curl/8.5.0', 'curl 8'],
    ['PostmanRuntime/7.42.0', 'Postman 7'],
    ['python-requests/2.32.3', 'Python requests 2'],
    ['Go-http-client/1.1', 'Go 1'],
    ['Playwright/1.56.1 (x64; debian 12) node/20.20', 'Playwright 1'],
    ['node', 'Node.js'],
    ['undici', 'Node.js'],
  ])('names a tool calling the API: %s', (userAgent, browser) => {
    expect(summarizeUserAgent(userAgent)).toEqual({ browser, os: 'Unknown', device: 'desktop' })
  })

  it('says Unknown for what it does not recognise', () => {
    expect(summarizeUserAgent('')).toEqual({ browser: 'Unknown', os: 'Unknown', device: 'desktop' })
    expect(summarizeUserAgent('SomeBot/1.0').browser).toBe('Unknown')
  })
})
