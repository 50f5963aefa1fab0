import { linkParts, pngFile, upload, uploadForm } from '@mocks/testing/files'

import { accessTokenOf as tokenOf } from '../principals'
import type { ValidCallFactory } from './valid-call'

/** FAQ, help requests, uploads and signed file links. */
export const faqAndFileCalls: Record<string, ValidCallFactory> = {
  fetchFaqs: async (as = 'student') => ({ token: await tokenOf(as) }),
  fetchPublicFaqs: () => ({}),
  createSupportRequest: async (as = 'student') => ({
    token: await tokenOf(as),
    body: { question: 'How do I change my assigned Catalyst?' },
  }),
  getSupportAllowance: async (as = 'student') => ({ token: await tokenOf(as) }),
  uploadFile: async (as = 'student') => ({
    token: await tokenOf(as),
    body: uploadForm('profile-photo', pngFile()),
  }),
  // The signed link of a photo the demo student has just uploaded.
  getFileContent: async () =>
    linkParts((await upload(await tokenOf('student'), 'profile-photo')).url),
}
