// Slows down password guessing: after `maxFailures` failed logins from one address within the
// block window, that address gets 429 until the window has passed. Kept in memory per instance:
// behind a load balancer each instance counts on its own, which still bounds guessing per instance.
export type LoginLimiter = {
  /** Seconds to wait, or 0 when the address may try. */
  retryAfterSeconds: (address: string) => number
  recordFailure: (address: string) => void
  recordSuccess: (address: string) => void
}

export function createLoginLimiter(maxFailures: number, blockMinutes: number, now = () => Date.now()): LoginLimiter {
  const windowMs = blockMinutes * 60_000
  const failures = new Map<string, { count: number; firstAt: number; blockedUntil: number }>()

  function entry(address: string) {
    const current = failures.get(address)
    if (current && now() - current.firstAt > windowMs && current.blockedUntil <= now()) {
      failures.delete(address)
      return undefined
    }
    return current
  }

  return {
    retryAfterSeconds(address) {
      const current = entry(address)
      if (!current || current.blockedUntil <= now()) return 0
      return Math.ceil((current.blockedUntil - now()) / 1000)
    },
    recordFailure(address) {
      const current = entry(address) ?? { count: 0, firstAt: now(), blockedUntil: 0 }
      current.count += 1
      if (current.count >= maxFailures) current.blockedUntil = now() + windowMs
      failures.set(address, current)
      // Bound memory under a flood of addresses: forget the oldest entries.
      if (failures.size > 100_000) failures.delete(failures.keys().next().value as string)
    },
    recordSuccess(address) {
      failures.delete(address)
    },
  }
}
