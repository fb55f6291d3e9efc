import { describe, expect, it } from 'vitest';
import { tidySchemaComponents } from './components.ts';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const body = (schema: unknown) => ({ content: { 'application/json': { schema } } });

describe('the schema components', () => {
  it('keep only what operations use, an input-only schema under its own name', () => {
    const document = tidySchemaComponents({
      paths: {
        '/a': { post: { requestBody: body(ref('PayloadInput')), responses: { 200: body(ref('Thing')) } } },
      },
      components: {
        schemas: {
          Thing: { type: 'object' },
          ThingInput: { type: 'object', properties: { x: {} } },
          Payload: {},
          PayloadInput: { type: 'object' },
          Unused: { type: 'string' },
        },
      },
    });
    expect(document.components?.schemas).toEqual({ Payload: { type: 'object' }, Thing: { type: 'object' } });
    expect(JSON.stringify(document.paths)).toContain('"#/components/schemas/Payload"');
  });

  it('merge equal variants, also when they refer to merged ones, and keep different ones apart', () => {
    const document = tidySchemaComponents({
      paths: {
        '/a': {
          put: {
            requestBody: body({ type: 'array', items: [ref('OuterInput'), ref('OddInput')] }),
            responses: { 200: body({ type: 'array', items: [ref('Outer'), ref('Odd')] }) },
          },
        },
      },
      components: {
        schemas: {
          Outer: { properties: { inner: ref('Inner') } },
          OuterInput: { properties: { inner: ref('InnerInput') } },
          Inner: { type: 'string' },
          InnerInput: { type: 'string' },
          Odd: { required: ['a'] },
          OddInput: {},
        },
      },
    });
    expect(Object.keys(document.components?.schemas ?? {})).toEqual(['Inner', 'Odd', 'OddInput', 'Outer']);
    expect(document.components?.schemas?.Outer).toEqual({ properties: { inner: ref('Inner') } });
    expect(JSON.stringify(document.paths)).not.toContain('OuterInput');
  });
});
