import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  type FieldError,
  fieldName,
  PROBLEM_CONTENT_TYPE,
  type Problem,
  schemaIssueKey,
} from '../../../contracts/problem.ts';
import { DomainError, ValidationError } from '../../domain/errors.ts';
import { WrongExpectedVersionError } from '../../eventstore/port.ts';
import { hasMessage, type Language, negotiateLanguage, translate } from '../../i18n/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    language: Language;
  }
}

/** Builds an RFC 9457 problem document for `request` in its language. */
export function problemFor(
  request: FastifyRequest,
  status: number,
  options: {
    code?: string;
    detail?: string;
    errors?: FieldError[];
    params?: Record<string, string | number>;
  } = {},
): Problem {
  const language = request.language ?? 'en';
  return {
    type: 'about:blank',
    title: translate(language, `status.${status}`),
    status,
    detail: options.detail ?? (options.code ? translate(language, options.code, options.params) : undefined),
    instance: request.url.split('?')[0] ?? request.url,
    timestamp: new Date().toISOString(),
    method: request.method,
    ...(options.code ? { code: options.code } : {}),
    ...(options.errors ? { errors: options.errors } : {}),
  };
}

export function sendProblem(reply: FastifyReply, problem: Problem): FastifyReply {
  return reply.status(problem.status).type(PROBLEM_CONTENT_TYPE).send(problem);
}

/** What the router and the schema validator know of an issue. */
/** A message key has a text in every language; one without is reported and read as "is invalid". */
const KEY_SHAPE = /^[A-Za-z][\w-]*(\.[\w-]+)+$/;

function fieldText(request: FastifyRequest, language: Language, message: string): string {
  if (hasMessage(message) || !KEY_SHAPE.test(message)) return translate(language, message);
  request.log.warn({ key: message }, 'field error key without a text');
  return translate(language, 'field.invalid');
}

/**
 * The one error handler: schema errors become 400 with field errors, domain errors keep their status,
 * anything else is a 500 whose internals only reach the log.
 */
export const problemsPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('language', 'en');
  app.addHook('onRequest', async (request) => {
    request.language = negotiateLanguage(request.headers['accept-language']);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = request.language ?? 'en';
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => {
        const params = issue.params as {
          issue?: {
            path?: PropertyKey[];
            code?: string;
            input?: unknown;
            origin?: string;
            minimum?: unknown;
          };
        };
        const path =
          params.issue?.path ??
          issue.instancePath
            .split('/')
            .filter(Boolean)
            .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
        const prefix = error.validationContext === 'body' ? [] : [error.validationContext ?? ''];
        return {
          field: fieldName([...prefix.filter(Boolean), ...path]),
          defaultMessage: translate(
            language,
            schemaIssueKey(
              {
                code: params.issue?.code,
                message: issue.message ?? 'field.invalid',
                input: params.issue?.input,
                origin: params.issue?.origin,
                minimum: params.issue?.minimum,
              },
              hasMessage,
            ),
          ),
        };
      });
      // Rule errors of the well-formed rest of the input that a route added (an order's zip codes).
      const more = (error as { moreFieldErrors?: { field: string; defaultMessage: string }[] })
        .moreFieldErrors;
      const reported = new Set(errors.map((fieldError) => fieldError.field));
      for (const fieldError of more ?? []) {
        if (reported.has(fieldError.field)) continue;
        errors.push({
          field: fieldError.field,
          defaultMessage: fieldText(request, language, fieldError.defaultMessage),
        });
      }
      return sendProblem(reply, problemFor(request, 400, { code: 'validation.failed', errors }));
    }
    if (error instanceof ValidationError) {
      const errors = error.errors.map((fieldError) => ({
        field: fieldError.field,
        defaultMessage: fieldText(request, language, fieldError.defaultMessage),
      }));
      return sendProblem(reply, problemFor(request, 400, { code: error.code, errors }));
    }
    if (error instanceof WrongExpectedVersionError) {
      // Every version conflict of a command ends here: 409, or 412 when the client named its version.
      const status = request.headers['if-match'] ? 412 : 409;
      return sendProblem(reply, problemFor(request, status, { code: 'concurrency.conflict' }));
    }
    if (error instanceof DomainError) {
      const status =
        error.code === 'concurrency.conflict' && request.headers['if-match'] ? 412 : error.status;
      return sendProblem(reply, problemFor(request, status, { code: error.code, params: error.params }));
    }
    if (databaseAway(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return sendProblem(reply, problemFor(request, 503, { code: 'service.unavailable' }));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return sendProblem(reply, problemFor(request, status === 503 ? 503 : 500, { code: 'internal.error' }));
    }
    // Fastify's own 4xx (malformed JSON, body too large, unsupported media type, rate limit): safe to name.
    return sendProblem(
      reply,
      problemFor(request, status, {
        code: status === 400 ? 'body.invalid' : undefined,
        detail: status === 400 ? undefined : error.message,
      }),
    );
  });
});

/**
 * Connection failures of PostgreSQL (refused, reset, shut down, timed out, or no connection slot
 * left: 53300 too many clients): the server is away or full for now, and the client may try again.
 */
const AWAY_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

export function databaseAway(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && AWAY_CODES.has(code)) return true;
  return (
    typeof message === 'string' &&
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|connect ECONNREFUSED/.test(
      message,
    )
  );
}
