import type { TestPortal } from './portal.ts';

/** The published OpenAPI document as the generated-request tests read it. */

export type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  additionalProperties?: boolean | Schema;
  $ref?: string;
};

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: Schema;
}

export interface Operation {
  operationId: string;
  method: string;
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema, if the operation takes one. */
  body?: Schema;
  /** Whether the body is required. */
  bodyRequired: boolean;
  /** The media types of the body, when it is not JSON (an upload). */
  bodyMedia: string[];
  /** The status codes the document names for the operation. */
  statuses: Set<string>;
  /** The media types of the success answers. */
  produces: string[];
}

export interface OpenApiDocument {
  operations: Operation[];
  /** `schema` with its `$ref` followed. */
  resolve(schema: Schema | undefined): Schema;
}

interface RawOperation {
  operationId?: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

export async function readOpenApiDocument(portal: TestPortal): Promise<OpenApiDocument> {
  const document = (await portal.app.inject({ method: 'GET', url: '/api/docs' })).json() as {
    paths: Record<string, Record<string, RawOperation>>;
    components?: { schemas?: Record<string, Schema> };
  };
  const components = document.components?.schemas ?? {};
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, operation]) => {
        const content = operation.requestBody?.content ?? {};
        const responses = operation.responses ?? {};
        return {
          operationId: operation.operationId ?? `${method} ${path}`,
          method: method.toUpperCase(),
          path,
          parameters: operation.parameters ?? [],
          body: content['application/json']?.schema,
          bodyRequired: operation.requestBody?.required ?? false,
          bodyMedia: Object.keys(content).filter((type) => type !== 'application/json'),
          statuses: new Set(Object.keys(responses)),
          produces: [
            ...new Set(
              Object.entries(responses)
                .filter(([status]) => /^[23]/.test(status))
                .flatMap(([, response]) => Object.keys(response.content ?? {})),
            ),
          ],
        };
      }),
  );
  const resolve = (schema: Schema | undefined): Schema => {
    if (!schema) return {};
    if (schema.$ref) return resolve(components[schema.$ref.split('/').at(-1) ?? '']);
    return schema;
  };
  return { operations, resolve };
}
