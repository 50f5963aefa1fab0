/** Types of eslint.boundaries.js (the zones of import-x/no-restricted-paths). */
export declare const boundaryZones: Array<{
  target: string
  from: string | string[]
  except?: string[]
  message: string
}>
