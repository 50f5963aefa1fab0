// Writes public/terms-of-use.pdf and public/privacy-policy.pdf, the documents the footer and the
// auth screens link to (spec part 1 section 2). Re-run after editing the text below.
import { writeFileSync } from 'node:fs'

import { PDFDocument, rgb, StandardFonts } from 'pdf-lib'

const documents = {
  'terms-of-use.pdf': {
    title: 'Catalyst Terms of Use',
    sections: [
      [
        '1. About Catalyst',
        'Catalyst connects counsellors, called Catalysts, with students who want guidance on their studies and careers. These terms apply to everyone who creates an account or uses the platform.',
      ],
      [
        '2. Your account',
        'You must give accurate details when you register, keep your password secret and verify your e-mail address. You are responsible for what happens under your account. Students under the age of 15 may not register.',
      ],
      [
        '3. Catalysts',
        'Catalysts must complete their profile, including identity documents, and are reviewed by a moderator before they can invite students. Catalysts give guidance in good faith; they do not guarantee admissions, jobs or results.',
      ],
      [
        '4. Students',
        'Students may connect with one Catalyst at a time. Accepting a new Catalyst ends the previous connection and its pathway progress.',
      ],
      [
        '5. Acceptable use',
        'Do not harass other users, share unlawful content, impersonate others or attempt to access data that is not yours. We may suspend accounts that break these rules.',
      ],
      [
        '6. Subscriptions',
        'Catalyst plans (Basic, Prime, Elite Access) are billed monthly or yearly through our payment provider and renew until cancelled from the billing portal.',
      ],
      [
        '7. Changes and contact',
        'We may update these terms and will tell you about material changes. Questions: use Contact Us in the application.',
      ],
    ],
  },
  'privacy-policy.pdf': {
    title: 'Catalyst Privacy Policy',
    sections: [
      [
        '1. What we collect',
        'Account details (name, e-mail, country, phone), profile information you choose to add (education, work, interests, identity documents for Catalysts), messages you send, and notes and pathways created for you.',
      ],
      [
        '2. Why we use it',
        'To run the platform: connecting students with Catalysts, delivering chat and learning hubs, issuing certificates, billing subscriptions and keeping accounts secure.',
      ],
      [
        '3. Who can see it',
        'A connected Catalyst sees the profile, goals, pathway and notes of their students. Other users see only your public profile. We do not sell personal data.',
      ],
      [
        '4. Storage and security',
        'Sign-in tokens are kept in your browser (session storage, or a cookie when you choose Remember me). Data is encrypted in transit.',
      ],
      [
        '5. Your rights',
        'You can read, correct or delete your data and export it on request. Use Contact Us in the application.',
      ],
    ],
  },
}

function wrap(text, font, size, width) {
  const lines = []
  let line = ''
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word
    if (font.widthOfTextAtSize(next, size) > width) {
      lines.push(line)
      line = word
    } else line = next
  }
  if (line) lines.push(line)
  return lines
}

for (const [file, { title, sections }] of Object.entries(documents)) {
  const pdf = await PDFDocument.create()
  pdf.setTitle(title)
  pdf.setAuthor('Catalyst')
  // A fixed date keeps the output byte-identical between runs.
  pdf.setCreationDate(new Date('2026-11-01T00:00:00Z'))
  pdf.setModificationDate(new Date('2026-11-01T00:00:00Z'))
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  const page = pdf.addPage([595, 842])
  let y = 780
  page.drawText(title, { x: 56, y, size: 20, font: bold, color: rgb(0.06, 0.46, 0.43) })
  y -= 36
  for (const [heading, body] of sections) {
    page.drawText(heading, { x: 56, y, size: 12, font: bold })
    y -= 18
    for (const line of wrap(body, regular, 10.5, 483)) {
      page.drawText(line, { x: 56, y, size: 10.5, font: regular, color: rgb(0.2, 0.22, 0.25) })
      y -= 15
    }
    y -= 12
  }
  writeFileSync(`public/${file}`, await pdf.save({ useObjectStreams: false }))
  console.log(`public/${file} written`)
}
