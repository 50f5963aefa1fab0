import type { ChatMessageRecord, UserRecord } from '../db'
import { DAY, HOUR, MINUTE, type SeedContext } from './faker'

export const counsellorLines = [
  'Hi! How did this week go?',
  'Have you had a chance to look at the list of universities I shared?',
  'Great progress, well done.',
  'Let us go through your personal statement draft on Thursday.',
  'Remember to book the English test before the end of the month.',
  'Can you send me your updated CV when you get a moment?',
  'That is a really good question. Let me find a couple of examples for you.',
  'I have marked the last pathway step as complete, nice work!',
  'How are you feeling about the exams?',
  'Try the practice test this weekend and tell me how it went.',
  'I found a scholarship that fits your profile, sending the link now.',
  'No rush, take the time you need.',
  'Shall we move our call to 5 pm?',
  'Your project write-up reads much better now.',
  'Please fill in the interest form before our next session.',
  'Good luck tomorrow, you are well prepared!',
]

export const studentLines = [
  'Hi! It went well, thanks for asking.',
  'Yes, I looked at it. I like the second and fourth options the most.',
  'Thank you so much!',
  'Thursday works for me.',
  'I booked the test for the 14th.',
  'Sure, I will send it tonight.',
  'Could you help me understand the difference between the two programmes?',
  'I finished the Python module, the last exercise was hard.',
  'A bit nervous but okay.',
  'Is it fine if I apply to one more university?',
  'I got an interview invitation!',
  'Sorry for the late reply, I had exams this week.',
  'Can we talk about internships next time?',
  'I updated my profile with my new grades.',
  'Here is the link to my portfolio draft.',
  'Thanks, that really helps.',
]

/** The demo student's conversation with the demo catalyst: [from counsellor?, text]. */
const demoScript: readonly (readonly [boolean, string])[] = [
  [true, 'Hi Riya, welcome! I read your goals: data science in Singapore. Great choice.'],
  [false, 'Hi Meera! Thank you for accepting my request. I am really excited to start.'],
  [
    true,
    'I have assigned you the Data Science and Analytics pathway. Start with the statistics refresher.',
  ],
  [false, 'Got it. Should I finish it before our first call?'],
  [true, 'Yes, if you can. It takes about a week at a relaxed pace.'],
  [false, 'Done with the statistics refresher! Probability was the trickiest part.'],
  [true, 'Well done. I marked it complete. Next up is Python for data analysis.'],
  [false, 'I already know some Python from school, is that enough?'],
  [true, 'It is a good base. The course focuses on notebooks and libraries, which will be new.'],
  [false, 'Okay, starting today.'],
  [false, 'Finished the Python course. Pandas is next, right?'],
  [true, 'Exactly. By the way, NUS opens applications soon. Have you looked at the requirements?'],
  [false, 'Not yet. Do they need SAT scores?'],
  [true, 'For international applicants it depends on your school board. I will send you the page.'],
  [true, 'https://www.nus.edu.sg/oam/apply-to-nus'],
  [false, 'Thanks! My board is accepted, so no SAT needed.'],
  [true, 'Perfect. Let us plan your personal statement next week.'],
  [false, 'Sounds good. I also applied to the STEM Career Pathways hub.'],
  [true, 'Great, it fits your plans well. How is the pandas module going?'],
  [false, 'Halfway through. Data cleaning takes longer than I expected!'],
  [true, 'That is normal, most real work is cleaning. Keep going.'],
  [false, 'Could we talk about scholarships on Thursday?'],
  [true, 'Yes. Please bring a list of three scholarships you found, and we will compare them.'],
  [true, 'Also, I e-mailed you a template for the statement outline. Have a look before Thursday!'],
]

interface ConversationOptions {
  count: number
  /** When the conversation started and how long ago its last message was sent. */
  startAgoMs: number
  endAgoMs: number
  /** The last messages, sent by the student and not yet read by the catalyst. */
  unreadByCounsellor?: number
  /** The last messages, sent by the catalyst and not yet read by the student. */
  unreadByStudent?: number
  script?: readonly (readonly [boolean, string])[]
}

/** Messages between a catalyst and a connected student, oldest first, with read receipts. */
export function makeConversation(
  ctx: SeedContext,
  counsellor: UserRecord,
  student: UserRecord,
  options: ConversationOptions,
): ChatMessageRecord[] {
  const script = options.script
  const count = script ? script.length : options.count
  const unreadC = options.unreadByCounsellor ?? 0
  const unreadS = options.unreadByStudent ?? 0
  const span = options.startAgoMs - options.endAgoMs
  const offsets = Array.from({ length: count }, (_, index) =>
    index === count - 1 ? 0 : ctx.int(0, Math.max(0, span)),
  ).sort((a, b) => b - a)
  const messages: ChatMessageRecord[] = []
  let fromCounsellor = true
  for (let index = 0; index < count; index += 1) {
    const tail = count - index
    if (script) fromCounsellor = script[index]![0]
    else if (tail <= unreadC) fromCounsellor = false
    else if (tail <= unreadS) fromCounsellor = true
    else if (index > 0 && ctx.chance(0.65)) fromCounsellor = !fromCounsellor
    const sentMs = ctx.nowMs - options.endAgoMs - offsets[index]! - (count - index) * MINUTE
    const unread = (!fromCounsellor && tail <= unreadC) || (fromCounsellor && tail <= unreadS)
    const readMs = Math.min(sentMs + ctx.int(1, 120) * MINUTE, ctx.nowMs - MINUTE)
    messages.push({
      id: ctx.uuid(),
      senderId: fromCounsellor ? counsellor.id : student.id,
      receiverId: fromCounsellor ? student.id : counsellor.id,
      message: script
        ? script[index]![1]
        : ctx.pick(fromCounsellor ? counsellorLines : studentLines),
      sendAt: new Date(sentMs).toISOString(),
      isRead: !unread,
      readAt: unread ? null : new Date(Math.max(readMs, sentMs)).toISOString(),
    })
  }
  return messages
}

/** The demo student's scripted chat: six days long, the catalyst's last message unread. */
export function demoConversation(ctx: SeedContext, counsellor: UserRecord, student: UserRecord) {
  return makeConversation(ctx, counsellor, student, {
    count: demoScript.length,
    startAgoMs: 6 * DAY,
    endAgoMs: 2 * HOUR,
    unreadByStudent: 1,
    script: demoScript,
  })
}
