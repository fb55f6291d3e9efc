import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fieldName } from '../../../contracts/problem.ts';
import { hasControl } from '../../../contracts/rules/text.ts';
import { ValidationError } from '../../domain/errors.ts';

/** How deep and how many values are looked at; the body limits bound the rest. */
const MAX_DEPTH = 32;
const MAX_FIELDS = 100;

function controlFields(value: unknown, path: PropertyKey[], found: string[], depth = 0): void {
  if (found.length >= MAX_FIELDS || depth > MAX_DEPTH) return;
  if (typeof value === 'string') {
    if (hasControl(value)) found.push(fieldName(path));
    return;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) controlFields(item, [...path, index], found, depth + 1);
    return;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, entry] of Object.entries(value)) {
      if (hasControl(key)) found.push(fieldName([...path, key]));
      else controlFields(entry, [...path, key], found, depth + 1);
    }
  }
}

/**
 * One rule for every route, before its own validation: a NUL or another control character in a
 * path parameter, a query value or any text of a JSON body is refused with a field error naming
 * each such field, so none reaches the database (PostgreSQL refuses NUL in text) or a document.
 */
export const inputHygienePlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      const found: string[] = [];
      controlFields(request.params, ['params'], found);
      controlFields(request.query, ['query'], found);
      const body: unknown = request.body;
      if (typeof body === 'string' || (body !== null && typeof body === 'object' && !Buffer.isBuffer(body)))
        controlFields(body, [], found);
      if (found.length > 0) {
        throw new ValidationError(
          found.map((field) => ({ field, defaultMessage: 'field.control-characters' })),
        );
      }
    });
  },
  { name: 'input-hygiene' },
);
