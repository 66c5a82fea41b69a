/** Credit decision policies as data: their shape, the pure evaluator, their check, the arms. */
export * from './types';
export {
  evaluate,
  holds,
  AMOUNT_ABOVE_LIMIT,
  AMOUNT_INPUT,
  LADDER_LIMIT_INPUT,
  MAX_REASONS,
} from './evaluate';
export { checkPolicy, isProtected, INPUT_SOURCES, type PolicyProblem } from './check';
export { armOf, borrowerBucket, type Arm } from './arm';
