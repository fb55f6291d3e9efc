import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fieldName } from '../../../contracts/problem.ts';
import { controlCharacterFields } from '../../../contracts/rules/text.ts';
import { ValidationError } from '../../domain/errors.ts';

/**
 * One rule for every route, before its own validation: a NUL or another control character in a
 * path parameter, a query value or any text of a JSON body is refused with a field error naming
 * each such field, so none reaches the database (PostgreSQL refuses NUL in text) or a document.
 */
export const inputHygienePlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      const body: unknown = request.body;
      const found = [
        ...controlCharacterFields(request.params, ['params']),
        ...controlCharacterFields(request.query, ['query']),
        ...(typeof body === 'string' || (body !== null && typeof body === 'object' && !Buffer.isBuffer(body))
          ? controlCharacterFields(body)
          : []),
      ];
      if (found.length > 0) {
        throw new ValidationError(
          found.map((path) => ({ field: fieldName(path), defaultMessage: 'field.control-characters' })),
        );
      }
    });
  },
  { name: 'input-hygiene' },
);
