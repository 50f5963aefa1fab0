/**
 * jsdom ships no type declarations (and @types/jsdom is not a dependency): the little the mock
 * backend's Node-side sanitiser and its tests use (mocks/services/html-sanitizer-node.ts).
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: { url?: string; runScripts?: 'outside-only' })
    readonly window: Window & typeof globalThis
  }
}
