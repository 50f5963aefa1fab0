/** The learning hubs the platform offers: curated content, timing relative to the seed's now. */
export interface HubSpec {
  code: string
  name: string
  imageWord: string
  short: string
  long: string
  weeks: number
  /** running: started, not over; upcoming: starts in the future; over: ended. */
  timing: 'running' | 'upcoming' | 'over'
  /** Days since the start (running), until the start (upcoming) or since the end (over). */
  offsetDays: number
  moodleId: number
  level: 'Beginner' | 'Intermediate' | 'Advanced'
  /** Whether the application has a second step (tab2). */
  twoSteps: boolean
  eligibility: readonly string[]
  badge: readonly [name: string, desc: string]
  modules: readonly (readonly [name: string, weeks: number, desc: string])[]
}

export const hubCatalog: readonly HubSpec[] = [
  {
    code: 'CGF-101',
    name: 'Career Guidance Foundations',
    imageWord: 'compass',
    short: 'The essentials of structured, student-centred career guidance.',
    long: 'Learn to run structured guidance sessions from the first conversation to a written plan. Build trust quickly with students and their families. Turn vague ambitions into concrete, time-bound goals. Practise every technique on real, anonymised cases with feedback from senior Catalysts.',
    weeks: 12,
    timing: 'running',
    offsetDays: 40,
    moodleId: 101,
    level: 'Beginner',
    twoSteps: true,
    eligibility: [
      'A verified Catalyst profile',
      'At least 1 year of experience working with students',
      'About 4 hours a week for 12 weeks',
    ],
    badge: [
      'Guidance Foundations',
      'Awarded on completing Career Guidance Foundations with all assessments passed.',
    ],
    modules: [
      ['Active listening', 2, 'Techniques to hear what students mean, not just what they say.'],
      ['Goal-setting conversations', 2, 'Turning ambitions into specific, measurable goals.'],
      [
        'Mapping interests and strengths',
        3,
        'Interest inventories, strengths interviews and evidence from school work.',
      ],
      ['Building a career plan', 3, 'From goals to a step-by-step plan with milestones.'],
      [
        'Follow-up and measuring progress',
        2,
        'Check-ins, nudges and knowing when to change course.',
      ],
    ],
  },
  {
    code: 'PSY-201',
    name: 'Psychometric Assessment Essentials',
    imageWord: 'assessment',
    short: 'Choose, run and explain aptitude and interest assessments responsibly.',
    long: 'Understand what psychometric tests can and cannot tell you. Administer aptitude, interest and personality measures. Interpret the results with students in plain language. Write short reports that lead to decisions, and respect consent and privacy throughout.',
    weeks: 8,
    timing: 'running',
    offsetDays: 25,
    moodleId: 102,
    level: 'Intermediate',
    twoSteps: false,
    eligibility: [
      'Completed Career Guidance Foundations or equivalent',
      'Comfortable with basic statistics',
    ],
    badge: [
      'Assessment Practitioner',
      'Recognises safe, informed use of psychometric assessments.',
    ],
    modules: [
      ['Foundations of psychometrics', 1, 'Reliability, validity and norms without the jargon.'],
      ['Aptitude tests in practice', 2, 'Numerical, verbal and abstract reasoning tests.'],
      ['Interest inventories (RIASEC)', 1, 'Holland codes and how to discuss them with students.'],
      ['Personality measures and their limits', 1, 'What the Big Five can and cannot predict.'],
      ['Writing assessment reports', 2, 'One-page reports that students and parents understand.'],
      ['Ethics and consent', 1, 'Consent, data protection and avoiding labels.'],
    ],
  },
  {
    code: 'UAA-210',
    name: 'University Admissions Advising',
    imageWord: 'campus',
    short: 'Guide students through applications in India, the UK, the US and Europe.',
    long: 'Compare admissions systems around the world. Help students build a balanced list of reach, match and safety options. Coach personal statements, references and interviews. Handle offers, waitlists and appeals with calm, clear advice.',
    weeks: 10,
    timing: 'running',
    offsetDays: 12,
    moodleId: 103,
    level: 'Intermediate',
    twoSteps: true,
    eligibility: ['A verified Catalyst profile', 'Have advised at least 5 applicants'],
    badge: ['Admissions Advisor', 'Awarded for completing University Admissions Advising.'],
    modules: [
      [
        'Admissions systems around the world',
        1,
        'UCAS, Common App, CUET and European portals compared.',
      ],
      ['Building a balanced college list', 2, 'Reach, match and safety choices backed by data.'],
      ['Personal statements that work', 2, 'Helping students find and tell their own story.'],
      ['Recommendation letters', 1, 'Briefing teachers and referees.'],
      ['Interviews and portfolios', 2, 'Preparing for panel, online and portfolio reviews.'],
      ['Decisions, waitlists and appeals', 2, 'Comparing offers and handling disappointment.'],
    ],
  },
  {
    code: 'SAB-150',
    name: 'Study Abroad Counselling',
    imageWord: 'airplane',
    short: 'Help students choose a destination, plan the budget and get the visa.',
    long: 'Walk students through choosing a country and a city that fits them. Prepare visa documents without last-minute surprises. Build realistic budgets with scholarships and part-time work. Support students through culture shock in their first term.',
    weeks: 6,
    timing: 'upcoming',
    offsetDays: 18,
    moodleId: 104,
    level: 'Beginner',
    twoSteps: false,
    eligibility: ['Open to all Catalysts and students aged 16 or over'],
    badge: ['Global Pathways', 'Awarded for completing Study Abroad Counselling.'],
    modules: [
      ['Choosing a destination', 1, 'Matching courses, costs and lifestyle.'],
      ['Visas and documentation', 2, 'Timelines, financial proof and common refusals.'],
      ['Budgeting and scholarships', 2, 'Tuition, living costs and funding sources.'],
      ['Culture shock and wellbeing', 1, 'The first 90 days abroad.'],
    ],
  },
  {
    code: 'STEM-300',
    name: 'STEM Career Pathways',
    imageWord: 'circuit',
    short: 'Engineering, data, life sciences and research careers explained.',
    long: 'Explain what engineers, data scientists and researchers actually do every day. Map the degrees, internships and skills each path needs. Help students test their interest early with projects and competitions. Encourage under-represented students to stay in STEM.',
    weeks: 9,
    timing: 'running',
    offsetDays: 30,
    moodleId: 105,
    level: 'Intermediate',
    twoSteps: true,
    eligibility: [
      'Interest in science, technology, engineering or maths careers',
      'Basic familiarity with online learning tools',
    ],
    badge: ['STEM Navigator', 'Awarded for completing STEM Career Pathways.'],
    modules: [
      [
        'Engineering disciplines explained',
        1,
        'Civil, mechanical, electrical, software and beyond.',
      ],
      ['Careers in data and AI', 2, 'Analyst, scientist and ML engineer roles compared.'],
      ['Life sciences and healthcare', 1, 'Medicine, biotech and allied health routes.'],
      ['Research careers', 1, 'From undergraduate research to a PhD.'],
      ['Maths confidence', 1, 'Helping students who think they are bad at maths.'],
      ['Inclusion in STEM', 1, 'Mentoring under-represented students.'],
      ['Internships and first jobs', 2, 'Finding, applying and succeeding.'],
    ],
  },
  {
    code: 'DSM-120',
    name: 'Digital Skills for Mentors',
    imageWord: 'laptop',
    short: 'Run engaging online sessions safely.',
    long: 'Make video sessions as engaging as meeting in person. Use shared documents and boards to plan with students. Keep students and yourself safe online.',
    weeks: 4,
    timing: 'over',
    offsetDays: 35,
    moodleId: 106,
    level: 'Beginner',
    twoSteps: false,
    eligibility: ['Open to all Catalysts'],
    badge: ['Digital Mentor', 'Awarded for completing Digital Skills for Mentors.'],
    modules: [
      ['Running great video sessions', 1, 'Lighting, pacing and keeping attention.'],
      ['Collaborative tools', 2, 'Shared documents, whiteboards and planners.'],
      ['Online safety and privacy', 1, 'Safeguarding in online mentoring.'],
    ],
  },
  {
    code: 'WBF-110',
    name: 'Student Wellbeing First Aid',
    imageWord: 'calm',
    short: 'Recognise stress early and know when and how to refer.',
    long: 'Spot the signs of exam stress, burnout and anxiety. Listen without judging or fixing. Know the referral pathways in your region. Look after your own wellbeing as a mentor.',
    weeks: 5,
    timing: 'running',
    offsetDays: 20,
    moodleId: 107,
    level: 'Beginner',
    twoSteps: false,
    eligibility: ['Open to all Catalysts', 'Commitment to confidentiality guidelines'],
    badge: ['Wellbeing Ally', 'Awarded for completing Student Wellbeing First Aid.'],
    modules: [
      ['Recognising stress and burnout', 1, 'Early signs in conversations and messages.'],
      ['Listening without judgement', 1, 'Responding with empathy.'],
      ['Referral pathways', 2, 'When and how to involve professionals.'],
      ['Self-care for counsellors', 1, 'Boundaries and avoiding compassion fatigue.'],
    ],
  },
  {
    code: 'SFA-220',
    name: 'Scholarships and Financial Aid Navigator',
    imageWord: 'scholarship',
    short: 'Find funding, write winning essays and compare aid offers.',
    long: 'Know the main kinds of scholarships, grants and loans. Build a search routine that finds the right awards. Coach essays that stand out. Compare aid offers and spot scams before students pay a fee.',
    weeks: 6,
    timing: 'running',
    offsetDays: 38,
    moodleId: 108,
    level: 'Intermediate',
    twoSteps: false,
    eligibility: ['Open to Catalysts and students planning higher education'],
    badge: ['Aid Navigator', 'Awarded for completing Scholarships and Financial Aid Navigator.'],
    modules: [
      ['Types of aid', 1, 'Merit, need-based, grants and loans.'],
      ['Finding scholarships', 1, 'Databases, alerts and local awards.'],
      ['Writing winning scholarship essays', 2, 'Structure, voice and evidence.'],
      ['Comparing aid offers', 1, 'Net cost and hidden conditions.'],
      ['Avoiding scams', 1, 'Red flags and safe practices.'],
    ],
  },
  {
    code: 'ICP-250',
    name: 'Interview and Portfolio Coaching',
    imageWord: 'interview',
    short: 'Coach students for interviews, assessment centres and portfolio reviews.',
    long: 'Run realistic mock interviews and give feedback students can act on. Build STAR stories from everyday experiences. Review design and engineering portfolios. Prepare students for group discussions and assessment centres.',
    weeks: 8,
    timing: 'running',
    offsetDays: 8,
    moodleId: 109,
    level: 'Advanced',
    twoSteps: true,
    eligibility: [
      'Completed Career Guidance Foundations',
      'At least 2 years of mentoring experience',
    ],
    badge: ['Interview Coach', 'Awarded for completing Interview and Portfolio Coaching.'],
    modules: [
      ['Mock interviews', 1, 'Setting up realistic practice.'],
      ['STAR stories', 1, 'Situation, task, action, result.'],
      ['Portfolio reviews for designers', 1, 'What reviewers look for.'],
      ['Technical interviews', 1, 'Coding and case questions.'],
      ['Assessment centres', 1, 'Group tasks and presentations.'],
      ['Group discussions', 1, 'Contributing without dominating.'],
      ['Feedback loops', 1, 'Turning feedback into practice plans.'],
      ['Final showcase', 1, 'A recorded mock interview, reviewed by peers.'],
    ],
  },
]
