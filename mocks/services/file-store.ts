/**
 * Where the mock backend keeps the bytes of uploaded files, by file id (their records, small, are
 * in the db's `files` table). The db itself is saved to localStorage (persistence.ts), far too
 * small for photos and documents, so the browser keeps the bytes in IndexedDB: a saved photo or
 * document still opens after a reload. Tests and the Node server keep them in memory.
 * Re-seeding empties the store with the db (seed/index.ts, seed/browser-seed.ts).
 */
export interface FileStore {
  put(id: string, bytes: Uint8Array): Promise<void>
  /** A copy of the bytes, or undefined when there are none under `id`. */
  get(id: string): Promise<Uint8Array | undefined>
  delete(id: string): Promise<void>
  clear(): Promise<void>
}

export function createMemoryFileStore(): FileStore {
  const files = new Map<string, Uint8Array>()
  return {
    put: (id, bytes) => {
      files.set(id, bytes.slice())
      return Promise.resolve()
    },
    get: (id) => Promise.resolve(files.get(id)?.slice()),
    delete: (id) => {
      files.delete(id)
      return Promise.resolve()
    },
    clear: () => {
      files.clear()
      return Promise.resolve()
    },
  }
}

const OBJECT_STORE = 'files'

/** The same store in the browser's IndexedDB (one object store, keyed by file id). */
export function createIndexedDbFileStore(name = 'catalyst-mock-files'): FileStore {
  let opened: Promise<IDBDatabase> | undefined
  const open = () =>
    (opened ??= new Promise((resolve, reject) => {
      const request = indexedDB.open(name, 1)
      request.onupgradeneeded = () => request.result.createObjectStore(OBJECT_STORE)
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error ?? new Error(`IndexedDB ${name} did not open`))
    }))
  // Settles when the transaction does, so a put has been written when it resolves.
  const run = async <T>(
    mode: IDBTransactionMode,
    action: (store: IDBObjectStore) => IDBRequest<T>,
  ): Promise<T> => {
    const database = await open()
    return new Promise((resolve, reject) => {
      const transaction = database.transaction(OBJECT_STORE, mode)
      const request = action(transaction.objectStore(OBJECT_STORE))
      transaction.oncomplete = () => resolve(request.result)
      transaction.onabort = transaction.onerror = () =>
        reject(transaction.error ?? request.error ?? new Error('IndexedDB transaction failed'))
    })
  }
  return {
    put: async (id, bytes) => {
      await run('readwrite', (store) => store.put(bytes.slice().buffer, id))
    },
    get: async (id) => {
      const stored = await run<unknown>('readonly', (store) => store.get(id))
      return stored instanceof ArrayBuffer ? new Uint8Array(stored) : undefined
    },
    delete: async (id) => {
      await run('readwrite', (store) => store.delete(id))
    },
    clear: async () => {
      await run('readwrite', (store) => store.clear())
    },
  }
}

let active: FileStore = createMemoryFileStore()

/** The store the handlers use: memory unless the browser wiring (browser.ts) sets IndexedDB. */
export function fileStore(): FileStore {
  return active
}

export function setFileStore(store: FileStore): void {
  active = store
}
