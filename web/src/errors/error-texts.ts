/** Status of errors the browser finds itself: a form that cannot be saved (spec 000 section 8). */
export const FORM_INVALID_STATUS = -400;

export type ErrorTextKey =
  | 'error.status.internal'
  | 'error.status.maintenance'
  | 'error.status.notFound'
  | 'error.status.forbidden'
  | 'error.status.unauthorized'
  | 'error.status.badRequest'
  | 'error.status.formInvalid'
  | 'error.status.generic';

const textByStatus: Record<number, ErrorTextKey> = {
  500: 'error.status.internal',
  503: 'error.status.maintenance',
  404: 'error.status.notFound',
  403: 'error.status.forbidden',
  401: 'error.status.unauthorized',
  400: 'error.status.badRequest',
  [FORM_INVALID_STATUS]: 'error.status.formInvalid',
};

/** The text the global error dialog shows for a status; any status not listed gets the generic text. */
export function errorTextKey(status: number): ErrorTextKey {
  return textByStatus[status] ?? 'error.status.generic';
}
