import type { StandInContext, StandInPage } from '../stand-in'
import { MoodlePage, NoCourse, type MoodleCourse } from './moodle-page'

/** /mock-services/moodle/{moodleId}?user={userId}: the learner's hosted course (mock). */
interface MoodleData {
  moodleId: string
  course: MoodleCourse | null
}

function moodleIdOf(url: URL): string {
  return decodeURIComponent(url.pathname.split('/').filter(Boolean).at(-1) ?? '')
}

export const moodleStandIn: StandInPage<MoodleData> = {
  async load({ url, call }: StandInContext) {
    const moodleId = moodleIdOf(url)
    const course = await call('moodleCourse', moodleId, url.searchParams.get('user') ?? '')
    return { moodleId, course }
  },
  status: ({ course }) => (course ? 200 : 404),
  async post({ call }, { course }, fields) {
    if (!course) return { problem: null }
    const id = course.application.id
    const result =
      fields.get('action') === 'award'
        ? await call('awardBadge', id)
        : await call('completeModule', id)
    return { problem: result.ok ? null : { message: result.reason } }
  },
  render: ({ data, problem }) =>
    data.course ? (
      <MoodlePage course={data.course} problem={problem} />
    ) : (
      <NoCourse moodleId={data.moodleId} />
    ),
}
