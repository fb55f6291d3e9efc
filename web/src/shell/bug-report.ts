import type { ErrorReport } from '../errors/backend-errors.ts';

export interface BugReportContext {
  description: string;
  contact: string;
  page: string;
  frontendVersion: string;
  backendVersion: string | undefined;
  browser: string;
  language: string;
  lastError: ErrorReport | undefined;
}

/** The plain-text report a user copies or mails: what they saw, plus what support needs to reproduce it. */
export function bugReportText(report: BugReportContext): string {
  const lines = [
    report.description.trim(),
    '',
    '---',
    `Contact: ${report.contact.trim() || '-'}`,
    `Page: ${report.page}`,
    `Frontend: ${report.frontendVersion}`,
    `Backend: ${report.backendVersion ?? '-'}`,
    `Language: ${report.language}`,
    `Browser: ${report.browser}`,
  ];
  const error = report.lastError;
  if (error) {
    lines.push(
      `Last error: ${error.status} ${error.title}`,
      ...(error.timestamp ? [`  at ${error.timestamp}`] : []),
      ...(error.method || error.instance
        ? [`  request ${[error.method, error.instance].filter(Boolean).join(' ')}`]
        : []),
      ...error.fieldErrors.map((fieldError) => `  ${fieldError.field}: ${fieldError.defaultMessage}`),
    );
  }
  return lines.join('\n');
}
