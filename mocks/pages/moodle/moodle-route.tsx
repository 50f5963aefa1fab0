import { callServer } from '../../serving/client'
import { MoodlePage, NoCourse } from './moodle-page'

/** /mock-services/moodle/{moodleId}?user={userId}: the learner's hosted course (mock). */
export async function loadMoodlePage(path: string) {
  const moodleId = decodeURIComponent(path.split('/').filter(Boolean)[2] ?? '')
  const userId = new URLSearchParams(location.search).get('user') ?? ''
  const course = await callServer('moodleCourse', moodleId, userId)
  if (!course) return <NoCourse moodleId={moodleId} />
  return <MoodlePage hub={course.hub} learner={course.learner} initial={course.application} />
}
