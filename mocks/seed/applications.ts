import type { ApplicationStatus } from '@/api/generated/types.gen'

import type { AchievementRecord, ApplicationRecord, LearnHubRecord, UserRecord } from '../db'
import { DAY, HOUR, type SeedContext } from './faker'
import { moduleSk } from './learn-hubs'

export type ApplicationPlan = readonly [
  user: UserRecord,
  hubCode: string,
  status: ApplicationStatus,
]

type Answers = NonNullable<ApplicationRecord['properties']>

const motivations = [
  'I want to structure my sessions better and give students a clear plan after every meeting.',
  'Many of my students ask about this and I want to give them accurate, up-to-date advice.',
  'I am planning my own next steps and want to understand my options properly.',
  'My school does not offer this kind of guidance, so I am looking for it myself.',
  'I would like a recognised certificate to show on my profile.',
]
const stories = [
  'I helped a first-generation student choose between engineering and design; she is now in her second year of architecture.',
  'I mentored a student through three rejections and a successful scholarship application.',
  'I supported a shy student to prepare for interviews using weekly mock sessions.',
]
const goals = [
  'Run a complete guidance cycle with five students by the end of the term.',
  'Write better feedback and track progress with a simple plan for each student.',
  'Build a portfolio and apply to at least three programmes with confidence.',
]

function answers(ctx: SeedContext, hub: LearnHubRecord, user: UserRecord): Answers {
  const counsellor = user.role === 'counsellor'
  const mentored = counsellor || ctx.chance(0.25)
  const result: Answers = {
    currentRole: counsellor
      ? ctx.pick(['Career counsellor', 'School counsellor', 'Independent mentor'])
      : ctx.pick(['Final-year school student', 'Undergraduate student', 'Gap-year student']),
    experienceLevel: counsellor ? ctx.pick(['some', 'extensive']) : 'none',
    hasMentored: mentored ? 'yes' : 'no',
    motivation: ctx.pick(motivations),
    commitment: true,
  }
  if (mentored) result.mentoringStory = ctx.pick(stories)
  if (hub.tab2) {
    result.learningGoal = ctx.pick(goals)
    result.clinicTime = ctx.pick(['morning', 'afternoon', 'evening'])
    result.portfolioLink = ctx.chance(0.5)
      ? `https://portfolio.example.org/${user.id.slice(0, 8)}`
      : ''
    result.tips = ctx.chance(0.6)
    // Derived, not drawn: the seed's random sequence (and every later record) stays as it was.
    result.learningFormat = result.clinicTime === 'evening' ? 'recorded' : 'live'
  }
  return result
}

/** Progress consistent with the status: nothing before acceptance, everything once complete. */
function progress(ctx: SeedContext, hub: LearnHubRecord, status: ApplicationStatus) {
  const count = hub.modules?.length ?? 1
  if (status === 1010 || status === 1030) return { prog: 0, current: 0 }
  if (status === 1100 || status === 1120) return { prog: 100, current: count - 1 }
  const started = (hub.start_date ?? 0) <= ctx.nowMs
  if (!started) return { prog: 0, current: 0 }
  const current = ctx.int(0, count - 1)
  const step = Math.floor(100 / count)
  return { prog: Math.min(95, current * step + ctx.int(1, Math.max(1, step - 1))), current }
}

/** Applications for every plan, and the achievement a Rewards Awarded (1120) application earns. */
export function makeApplications(
  ctx: SeedContext,
  hubs: readonly LearnHubRecord[],
  plans: readonly ApplicationPlan[],
) {
  const applications: ApplicationRecord[] = []
  const achievements: AchievementRecord[] = []
  for (const [user, hubCode, status] of plans) {
    const hub = hubs.find((candidate) => candidate.code === hubCode)
    if (!hub) throw new Error(`Unknown learning hub ${hubCode}`)
    const startMs = hub.start_date ?? ctx.nowMs
    const endMs = hub.end_date ?? ctx.nowMs
    const appliedMs =
      Math.min(startMs - ctx.int(3, 25) * DAY, ctx.nowMs - ctx.int(1, 5) * DAY) +
      ctx.int(0, 23) * HOUR
    const accepted = status === 1020 || status === 1100 || status === 1120
    const { prog, current } = progress(ctx, hub, status)
    applications.push({
      id: ctx.uuid(),
      userId: user.id,
      learnHubId: hub.id,
      status,
      prog_percent: prog,
      module_start_date: accepted ? startMs + ctx.int(0, 3) * DAY : null,
      curr_mdl: moduleSk(current),
      properties: answers(ctx, hub, user),
      appliedAt: new Date(appliedMs).toISOString(),
    })
    if (status === 1120 && hub.badge) {
      const awardMs =
        endMs < ctx.nowMs
          ? endMs + ctx.int(1, 4) * DAY
          : ctx.nowMs -
            ctx.int(1, Math.max(1, Math.min(10, Math.floor((ctx.nowMs - startMs) / DAY) - 2))) * DAY
      achievements.push({
        id: ctx.uuid(),
        userId: user.id,
        learnHubId: hub.id,
        badgeId: `${hub.code ?? 'HUB'}-${ctx.alphanumeric(8).toUpperCase()}`,
        name: hub.badge.name,
        LearnHubName: hub.name,
        img_link: hub.badge.img_link,
        desc: hub.badge.desc,
        award_date: new Date(awardMs).toISOString(),
      })
    }
  }
  return { applications, achievements }
}
