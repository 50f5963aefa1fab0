import { provideJsdomWindow } from '../mocks/services/html-sanitizer-node'

import { failOnContractViolations } from './contract-violations'

failOnContractViolations()
// The mock backend cleans stored rich text with DOMPurify, which needs a DOM: Node has none.
provideJsdomWindow()
