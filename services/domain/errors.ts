import type { FieldError } from '../../contracts/problem.ts';

/**
 * Typed domain errors. Deciders and services throw them; the API's one error handler maps each to
 * its HTTP status. `code` is a stable message key the handler translates.
 */
export abstract class DomainError extends Error {
  abstract readonly status: number;
  readonly code: string;
  readonly params: Record<string, string | number>;

  constructor(code: string, message?: string, params: Record<string, string | number> = {}) {
    super(message ?? code);
    this.name = new.target.name;
    this.code = code;
    this.params = params;
  }
}

/** Field errors: `defaultMessage` holds a message key or a literal text. */
export class ValidationError extends DomainError {
  readonly status = 400;
  readonly errors: FieldError[];

  constructor(errors: FieldError[], code = 'validation.failed') {
    super(code, errors.map((error) => `${error.field}: ${error.defaultMessage}`).join('; '));
    this.errors = errors;
  }
}

export class NotFoundError extends DomainError {
  readonly status = 404;
  constructor(code = 'not-found', message?: string) {
    super(code, message);
  }
}

export class ForbiddenError extends DomainError {
  readonly status = 403;
  constructor(code = 'forbidden', message?: string) {
    super(code, message);
  }
}

/** A write based on a stale version: 409, or 412 when the client sent If-Match. */
export class ConcurrencyError extends DomainError {
  readonly status = 409;
  constructor(message?: string) {
    super('concurrency.conflict', message);
  }
}

export class IllegalStateError extends DomainError {
  readonly status = 409;
}

export class ConflictError extends DomainError {
  readonly status = 409;
}

/** A service the request needs (Redis) does not answer: 503, try again shortly. */
export class ServiceUnavailableError extends DomainError {
  readonly status = 503;
}
