import type { CurrentUser } from '@/api/generated/types.gen'

import { db, type UserRecord } from '../../db'
import { apiBaseOf, signFileLink, type SignedFileLink } from '../../services/file-links'

/**
 * Views carry freshly signed links to uploaded files (openapi.yaml "File uploads (our design)").
 * Signing is asynchronous (Web Crypto), so a handler signs the files its view shows first, then
 * builds the view synchronously from the signed links.
 */
export type FileLinks = ReadonlyMap<string, SignedFileLink>

/** Signs each stored file among `fileIds` once, on the API origin `request` reached. */
export async function signFileLinks(
  request: Request,
  fileIds: Iterable<string | null | undefined>,
): Promise<FileLinks> {
  const base = apiBaseOf(request)
  const wanted = new Set<string>()
  for (const id of fileIds) if (id && db.files.get(id)) wanted.add(id)
  const signed = await Promise.all(
    [...wanted].map(async (id) => [id, await signFileLink(id, base)] as const),
  )
  return new Map(signed)
}

/** The URL of a user's picture: a signed link of an uploaded photo, else the external URL. */
export type PictureOf = (user: UserRecord) => string | null

export function pictureFrom(links: FileLinks): PictureOf {
  return (user) =>
    user.pictureFileId ? (links.get(user.pictureFileId)?.url ?? null) : (user.profileImg ?? null)
}

/** Signs the uploaded pictures of `users`, for a view that shows them. */
export async function picturesOf(
  request: Request,
  users: Iterable<UserRecord>,
): Promise<PictureOf> {
  return pictureFrom(
    await signFileLinks(
      request,
      [...users].map((user) => user.pictureFileId),
    ),
  )
}

/** The files a user's own view shows: the photo and the KYC documents. */
export function filesShownTo(user: UserRecord): string[] {
  return [user.pictureFileId, ...(user.kycDocs ?? []).map((doc) => doc.file)].filter(
    (id): id is string => Boolean(id),
  )
}

type KycDocs = NonNullable<CurrentUser['kycDocs']>

/**
 * KYC documents as the contract shows them: `signed_url` opens the upload, else the link;
 * `file_name` is the name the file was uploaded with, so the profile shows it after a reload.
 */
export function kycView(docs: KycDocs, links: FileLinks): KycDocs {
  return docs.map((doc) => ({
    ...doc,
    file: doc.file ?? null,
    file_name: doc.file ? (db.files.get(doc.file)?.name ?? null) : null,
    link: doc.link ?? null,
    signed_url: doc.file ? (links.get(doc.file)?.url ?? null) : (doc.link ?? null),
  }))
}
