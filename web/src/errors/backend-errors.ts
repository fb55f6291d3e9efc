import type { FieldError } from '../../../contracts/problem.ts';
import { ApiError } from '../api/client.ts';
import { FORM_INVALID_STATUS } from './error-texts.ts';

/** What the global error dialog shows about one error. */
export interface ErrorReport {
  status: number;
  title: string;
  detail?: string;
  timestamp?: string;
  method?: string;
  instance?: string;
  fieldErrors: FieldError[];
  details: string[];
}

/** An error the browser raises itself, such as a form that cannot be saved (status -400). */
export class FrontendError extends Error {
  readonly status: number;
  readonly fieldErrors: FieldError[];

  constructor(title: string, fieldErrors: FieldError[], status = FORM_INVALID_STATUS) {
    super(title);
    this.name = 'FrontendError';
    this.status = status;
    this.fieldErrors = fieldErrors;
  }
}

export function reportOf(error: unknown): ErrorReport {
  if (error instanceof ApiError) {
    const { problem } = error;
    return {
      status: problem.status,
      title: problem.title,
      detail: problem.detail,
      timestamp: problem.timestamp,
      method: problem.method,
      instance: problem.instance,
      fieldErrors: problem.errors ?? [],
      details: problem.details ?? [],
    };
  }
  if (error instanceof FrontendError) {
    return { status: error.status, title: error.message, fieldErrors: error.fieldErrors, details: [] };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { status: 0, title: message, timestamp: new Date().toISOString(), fieldErrors: [], details: [] };
}

type Listener = (report: ErrorReport) => void;
const listeners = new Set<Listener>();
let last: ErrorReport | undefined;

/**
 * The global backend-error channel: saves, inquiries, pick-up orders and the like publish here;
 * the error dialog listens and shows. Errors are logged as well, as the spec asks.
 */
export function publishError(error: unknown): void {
  const report = reportOf(error);
  last = report;
  console.error('[portal error]', report);
  for (const listener of listeners) listener(report);
}

export function subscribeErrors(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The last error shown, sent along with a bug report. */
export function lastError(): ErrorReport | undefined {
  return last;
}

/** The server's field errors of a failed request (RFC 9457 `errors`); none for any other failure. */
export function fieldErrorsOf(failure: unknown): FieldError[] {
  return failure instanceof ApiError ? (failure.problem.errors ?? []) : [];
}

/**
 * A mutation's onError for a form: the server's field errors, by field, go to `show` (none clears
 * them), and a failure without field errors goes to the error dialog as any other.
 */
export function showFieldErrors(show: (errors: Record<string, string>) => void) {
  return (failure: Error) => {
    const errors = fieldErrorsOf(failure);
    if (errors.length === 0) publishError(failure);
    show(Object.fromEntries(errors.map((error) => [error.field, error.defaultMessage])));
  };
}
