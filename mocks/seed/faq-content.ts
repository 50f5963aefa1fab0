/** Help-centre entries per role: [category, question, answer (simple HTML)]. */
type Entry = readonly [category: string, question: string, answer: string]

export const counsellorFaqs: readonly Entry[] = [
  [
    'getting-started',
    'What is a Catalyst?',
    '<p>A Catalyst is a counsellor or mentor who guides students on Catalyst. You invite students, chat with them, keep notes, and recommend a career pathway that they follow step by step.</p>',
  ],
  [
    'getting-started',
    'Why does my profile say it is awaiting moderator approval?',
    '<p>Every new Catalyst profile is reviewed by our moderation team, usually within <strong>two working days</strong>. Until then you can complete your profile and browse learning hubs, but you cannot send invites.</p><p>Approval is faster when your profile has your education, experience and at least one KYC document.</p>',
  ],
  [
    'getting-started',
    'How do I complete my Catalyst profile?',
    '<p>Open <strong>My Profile</strong> from the avatar menu. The profile has four steps:</p><ul><li>Personal information</li><li>Educational and academic details</li><li>Professional and work experience</li><li>KYC details</li></ul><p>The completion percentage at the top shows what is still missing.</p>',
  ],
  [
    'account-and-security',
    'Which identity documents can I upload for KYC?',
    '<p>You can upload a <strong>Passport</strong>, <strong>Voter ID</strong>, <strong>Driving License</strong> or another government-issued document. Files must be PDF, PNG or JPG.</p>',
  ],
  [
    'account-and-security',
    'How do I reset my password?',
    '<p>On the sign-in page choose <strong>Forgot password</strong>, enter your e-mail address and type the 6-digit code we send you together with your new password.</p>',
  ],
  [
    'account-and-security',
    'Is my students\u2019 information private?',
    '<p>Yes. Only you and the student can see your chat, notes and pathway progress. Notes you write are visible to you only. Read our <a href="https://catalyst.demo/privacy-policy.pdf" target="_blank" rel="noopener">privacy policy</a> for details.</p>',
  ],
  [
    'connections',
    'How do I invite a student?',
    '<p>Go to <strong>Connections \u203a Invite Students</strong>, enter the student\u2019s e-mail address and, if you like, a short note. The student receives an e-mail and sees your request in their Catalyst Request drawer.</p>',
  ],
  [
    'connections',
    'What do the invitation statuses mean?',
    '<ul><li><strong>Pending</strong>: the student has not answered yet.</li><li><strong>Approved</strong>: the student accepted and is now connected to you.</li><li><strong>Declined</strong>: the student declined the request.</li><li><strong>Discontinued</strong>: the connection was ended later.</li></ul>',
  ],
  [
    'connections',
    'How do I answer a student\u2019s request to connect?',
    '<p>Open the <strong>Student Request</strong> drawer from the header. Click a name to see the student\u2019s profile and goals, then choose <strong>Accept</strong> or <strong>Decline</strong>. You can add a short reason either way.</p>',
  ],
  [
    'connections',
    'Can a student be connected to two Catalysts?',
    '<p>No. A student has one Catalyst at a time. If a connected student accepts another Catalyst, the existing connection and pathway progress end.</p>',
  ],
  [
    'chat',
    'How do I chat with my students?',
    '<p>Click the chat icon in the header to open your contacts, search by name, and open up to three chat windows at the bottom of the screen. Unread messages show a badge on each contact.</p>',
  ],
  [
    'learning-hubs',
    'What is a Learning Hub?',
    '<p>A Learning Hub is a structured training programme made of modules, with eligibility criteria, a badge and rewards. Apply from the Learning Hub page; once accepted, <strong>Start My Experience</strong> opens the course.</p>',
  ],
  [
    'learning-hubs',
    'When can I start a hub I was accepted to?',
    '<p>You can start on the later of the hub\u2019s start date and your own module start date. Before that, the hub card shows a countdown in days.</p>',
  ],
  [
    'learning-hubs',
    'How do I download my certificate?',
    '<p>Open <strong>My Accomplishments</strong> and choose <strong>Download Certificate</strong> on the badge. Anyone can verify it using the verification link printed on the certificate.</p>',
  ],
  [
    'billing-and-plans',
    'Which plans are available?',
    '<p>Three plans, billed monthly or yearly:</p><ul><li><strong>Basic</strong>: 100 USD a month or 1,100 USD a year</li><li><strong>Prime</strong>: 200 USD a month or 2,200 USD a year</li><li><strong>Elite Access</strong>: 500 USD a month or 3,500 USD a year</li></ul><p>See the <a href="/pricing">pricing page</a> for the full feature comparison.</p>',
  ],
  [
    'billing-and-plans',
    'How do I change or cancel my subscription?',
    '<p>Open <strong>Billing</strong> to reach the billing portal, where you can change plan, update your card, download invoices or cancel. Changes apply from the next billing period.</p>',
  ],
  [
    'billing-and-plans',
    'My payment shows as pending. What should I do?',
    '<p>Card payments sometimes take a few minutes to confirm. If the status has not changed after an hour, contact support through <strong>Need More Help</strong> with the time of payment.</p>',
  ],
]

export const studentFaqs: readonly Entry[] = [
  [
    'getting-started',
    'What is Catalyst?',
    '<p>Catalyst connects you with experienced counsellors, called <strong>Catalysts</strong>, who help you choose a direction, plan the steps and stay on track.</p>',
  ],
  [
    'getting-started',
    'Why am I asked to complete my profile?',
    '<p>Catalysts use your profile to understand your background and goals. Until your profile is at least <strong>90% complete</strong> you land on the profile page after signing in.</p>',
  ],
  [
    'getting-started',
    'Is Catalyst free for students?',
    '<p>Yes. Creating an account, connecting with a Catalyst, chatting and following a pathway are free for students.</p>',
  ],
  [
    'account-and-security',
    'I did not receive my verification code.',
    '<p>Check your spam folder first. You can request a new code from the verification page; after several attempts you need to wait 24 hours before requesting again.</p>',
  ],
  [
    'account-and-security',
    'How do I change my e-mail address?',
    '<p>Your primary e-mail address cannot be changed from the profile. You can add an <strong>alternate e-mail</strong> in Personal Information, or contact support to move your account.</p>',
  ],
  [
    'connections',
    'How do I find a Catalyst?',
    '<p>Open <strong>Find Catalysts</strong>, search by name and choose <strong>Connect</strong>. Tell the Catalyst which college you are aiming for, your dream job and where you would like to work.</p>',
  ],
  [
    'connections',
    'A Catalyst sent me a request. What happens if I accept?',
    '<p>You become connected and can chat right away. Accepting one request automatically declines your other pending requests.</p>',
  ],
  [
    'connections',
    'Can I change my Catalyst?',
    '<p>Yes, by accepting another Catalyst\u2019s request or asking a new Catalyst to connect. <strong>Your current connection and pathway progress are lost permanently</strong>, so talk to your Catalyst first.</p>',
  ],
  [
    'pathways',
    'What is a pathway?',
    '<p>A pathway is a sequence of steps towards a goal, such as a degree or a first job. Your Catalyst recommends one and marks each step complete when you have done it.</p>',
  ],
  [
    'pathways',
    'Why is a step still pending after I finished it?',
    '<p>Steps are marked complete by your Catalyst after reviewing your work. Send them the link or file in chat; once they confirm, the step shows as <strong>Completed</strong>.</p>',
  ],
  [
    'pathways',
    'How is my progress calculated?',
    '<p>Progress is the share of pathway steps that are completed. Steps in progress do not count until they are completed.</p>',
  ],
  [
    'chat',
    'How do I message my Catalyst?',
    '<p>Open <strong>My Pathways</strong>; the chat panel sits next to your modules. Press Enter to send and Shift+Enter for a new line.</p>',
  ],
  [
    'learning-hubs',
    'Can students join Learning Hubs?',
    '<p>Some hubs are open to students, such as <em>Study Abroad Counselling</em> and <em>Scholarships and Financial Aid Navigator</em>. The eligibility list on each hub says who can apply.</p>',
  ],
  [
    'learning-hubs',
    'How do I contact support?',
    '<p>Use <strong>Need More Help</strong> at the bottom of this page to send a request with an optional screenshot or document (PDF, DOCX, PNG, JPG or MP4 up to 5 MB).</p>',
  ],
]
