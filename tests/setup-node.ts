import { failOnContractViolations } from './contract-violations'

failOnContractViolations()
