/**
 * The sessions operations' work, imported by sessions/index.ts on the first call as one module:
 * one chunk in the demo build, rather than one per file each carrying its own copy of the slot
 * engine and the rules they share (the build copies small common code into each chunk using it).
 */
export * from './availability'
export * from './booking'
export * from './changes'
