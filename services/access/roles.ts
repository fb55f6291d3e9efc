import { mayChangeData, type Principal, READ_METHODS } from '../../contracts/access.ts';
import { ForbiddenError } from '../domain/errors.ts';

/**
 * The one rule every write obeys, whatever the route declares: a principal who may not change
 * data (an auditor) is refused every method but the reading ones.
 */
export function assertMayWrite(principal: Principal, method: string): void {
  if (!READ_METHODS.includes(method.toUpperCase()) && !mayChangeData(principal.roles)) {
    throw new ForbiddenError();
  }
}
