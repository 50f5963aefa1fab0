/**
 * A table's changes as they happen: the record as stored after a create or an update, or its key
 * after a delete. The browser's one mock server writes just these records to IndexedDB
 * (mocks/serving/backend.ts), and the socket hub turns some of them into live events
 * (mocks/socket/socket-hub.ts).
 *
 * Fed by IndexedCollection from what its create, update and delete calls return, once the record
 * is stored or gone: @msw/data's own hooks (`collection.hooks`) fire too early for a listener that
 * reads the table (create and delete before the record is added or removed; update once per
 * changed field, with a draft that is not the record stored).
 */
export type DbChange =
  | { type: 'put'; collection: string; key: string; record: object }
  | { type: 'delete'; collection: string; key: string }

export type ChangeListener = (change: DbChange) => void

export class ChangeFeed {
  readonly #listeners = new Set<ChangeListener>()

  /** `collection`: the table's name in the changes. */
  constructor(readonly collection: string) {}

  /** Every change from now on; returns the unsubscribe function. */
  subscribe(listener: ChangeListener): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  put(key: string, record: object): void {
    this.#emit({ type: 'put', collection: this.collection, key, record })
  }

  deleted(key: string): void {
    this.#emit({ type: 'delete', collection: this.collection, key })
  }

  #emit(change: DbChange): void {
    for (const listener of this.#listeners) listener(change)
  }
}
