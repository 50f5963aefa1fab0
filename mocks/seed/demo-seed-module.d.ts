// Served by mocks/seed/vite-plugin.ts: the demo scenario computed at build time.
declare module 'virtual:catalyst-demo-seed' {
  // An ambient module may not import a relative path; import() is the way to name the type.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const template: import('./template').SeedTemplate
  export default template
}
