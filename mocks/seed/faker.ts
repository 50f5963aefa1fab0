import { base, en, Faker } from '@faker-js/faker'

/**
 * The seed's one source of randomness. Every scenario starts by re-seeding it, so the same calls
 * give the same ids and content on every run. Dates are never drawn from faker's clock: they are
 * offsets (drawn here) applied to the `now` the scenario is seeded with.
 */
export const SEED = 20261121

export const faker = new Faker({ locale: [en, base] })

export const MINUTE = 60_000
export const HOUR = 60 * MINUTE
export const DAY = 24 * HOUR
export const YEAR = 365 * DAY

/** Random helpers and the clock of one seeding run. */
export class SeedContext {
  readonly nowMs: number
  private readonly faker: Faker

  constructor(now: Date, seed = SEED, source: Faker = faker) {
    source.seed(seed)
    this.faker = source
    this.nowMs = now.getTime()
  }

  /**
   * The same clock with a sequence of its own: records added to a scenario draw from it, so every
   * record drawn from this one stays as it was.
   */
  fork(seed: number): SeedContext {
    return new SeedContext(new Date(this.nowMs), seed, new Faker({ locale: [en, base] }))
  }

  uuid(): string {
    return this.faker.string.uuid()
  }

  int(min: number, max: number): number {
    return this.faker.number.int({ min, max })
  }

  chance(probability: number): boolean {
    return this.faker.datatype.boolean({ probability })
  }

  pick<T>(items: readonly T[]): T {
    return this.faker.helpers.arrayElement(items)
  }

  /** `count` distinct items, in a seeded order. */
  pickMany<T>(items: readonly T[], count: number): T[] {
    return this.faker.helpers.arrayElements(items, count)
  }

  shuffle<T>(items: readonly T[]): T[] {
    return this.faker.helpers.shuffle([...items])
  }

  digits(length: number, firstNonZero = true): string {
    const first = firstNonZero ? String(this.int(1, 9)) : String(this.int(0, 9))
    return first + this.faker.string.numeric({ length: length - 1, allowLeadingZeros: true })
  }

  alphanumeric(length: number): string {
    return this.faker.string.alphanumeric({ length })
  }

  /** Epoch milliseconds `ms` before now (negative: after now). */
  msAgo(ms: number): number {
    return this.nowMs - ms
  }

  /** ISO time `ms` before now. */
  isoAgo(ms: number): string {
    return new Date(this.nowMs - ms).toISOString()
  }

  /** ISO time `ms` after now. */
  isoIn(ms: number): string {
    return new Date(this.nowMs + ms).toISOString()
  }

  /** ISO time a random moment between `minDays` and `maxDays` days ago. */
  isoDaysAgo(minDays: number, maxDays: number): string {
    return this.isoAgo(this.int(Math.round(minDays * DAY), Math.round(maxDays * DAY)))
  }

  /** ISO date (midnight UTC) about `years` years before now, plus up to `spreadDays` days. */
  birthDate(years: number, spreadDays = 300): string {
    const date = new Date(this.nowMs - years * YEAR - this.int(0, spreadDays) * DAY)
    date.setUTCHours(0, 0, 0, 0)
    return date.toISOString()
  }

  /** ISO date (midnight UTC) at the start of a month `monthsAgo` months ago. */
  monthStart(monthsAgo: number, dayOfMonth = 1): string {
    const now = new Date(this.nowMs)
    return new Date(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, dayOfMonth),
    ).toISOString()
  }
}

/** Adds `ms` to an ISO time. */
export function addMs(iso: string, ms: number): string {
  return new Date(Date.parse(iso) + ms).toISOString()
}

/** A lowercase ASCII slug of a name, for e-mail addresses and image seeds. */
export function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

export function avatarUrl(seedText: string): string {
  return `https://picsum.photos/seed/${slug(seedText)}/256/256`
}
