import { createContext, useContext, useMemo, useState, type ReactNode } from 'react'

/**
 * A new profile photo, uploaded but not saved yet (spec part 2 section 4: "A profile image
 * change sets a flag"). It goes with the next save of any tab or step, which then clears it;
 * Save is on for a valid form when only the photo changed.
 */
export interface PendingPhoto {
  /** The upload's reference, sent as `picture`. */
  fileId: string
  /** Where the new photo shows until the profile is read again (its signed URL). */
  url: string
}

interface PendingPhotoState {
  photo: PendingPhoto | null
  choose: (photo: PendingPhoto | null) => void
}

const PendingPhotoContext = createContext<PendingPhotoState>({ photo: null, choose: () => {} })

export function PendingPhotoProvider({ children }: { children: ReactNode }) {
  const [photo, choose] = useState<PendingPhoto | null>(null)
  const value = useMemo(() => ({ photo, choose }), [photo])
  return <PendingPhotoContext.Provider value={value}>{children}</PendingPhotoContext.Provider>
}

export function usePendingPhoto() {
  const { photo, choose } = useContext(PendingPhotoContext)
  return useMemo(
    () => ({
      photo,
      choose,
      /** The save's extra fields: `picture` in the body, `profileImg` in the cached user. */
      withPhoto: <T extends object>(data: T): T & { picture?: string } =>
        photo ? { ...data, picture: photo.fileId } : data,
      appliedPhoto: () => (photo ? { profileImg: photo.url } : {}),
      /** After a save that carried it: the flag goes down. */
      saved: () => choose(null),
    }),
    [photo, choose],
  )
}
