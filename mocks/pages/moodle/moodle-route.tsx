import { db } from '../../db'
import { findUser } from '../../services/relations'
import { MoodlePage, NoCourse } from './moodle-page'

/** /mock-services/moodle/{moodleId}?user={userId}: the learner's hosted course (mock). */
export function loadMoodlePage(path: string) {
  const moodleId = decodeURIComponent(path.split('/').filter(Boolean)[2] ?? '')
  const userId = new URLSearchParams(location.search).get('user') ?? ''
  const hub = db.learnHubs.findFirst((q) => q.where({ moodle_id: Number(moodleId) }))
  const learner = findUser(userId)
  const application =
    hub && learner
      ? db.applications.findFirst((q) => q.where({ userId: learner.id, learnHubId: hub.id }))
      : undefined
  if (!hub || !learner || !application) return <NoCourse moodleId={moodleId} />
  return <MoodlePage hub={hub} learner={learner} initial={application} />
}
