import { NO_CONTROL_CHARACTERS_PATTERN } from '../../../contracts/rules/text.ts';

/**
 * States the control-character rule (contracts/rules/text.ts) in the document: every free text a
 * request carries — path, query and header parameters and JSON bodies, with the component schemas
 * they refer to — gets the rule's pattern. A text with a pattern of its own keeps it (each of those
 * admits no control character already); values, binaries and formats the validator checks do too.
 */

const PREFIX = '#/components/schemas/';

type Node = Record<string, unknown>;
interface DocumentLike {
  paths?: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, unknown> };
}

const isNode = (value: unknown): value is Node =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function isFreeText(schema: Node): boolean {
  const type = schema.type;
  const text = type === 'string' || (Array.isArray(type) && type.includes('string'));
  return (
    text &&
    schema.pattern === undefined &&
    schema.enum === undefined &&
    schema.const === undefined &&
    schema.format === undefined &&
    schema.contentEncoding === undefined
  );
}

export function stateTextRule<T extends DocumentLike>(document: T): T {
  const components = document.components?.schemas ?? {};
  const done = new Set<string>();

  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const entry of value) visit(entry);
      return;
    }
    if (!isNode(value)) return;
    const ref = value.$ref;
    if (typeof ref === 'string' && ref.startsWith(PREFIX)) {
      const name = ref.slice(PREFIX.length);
      if (!done.has(name)) {
        done.add(name);
        visit(components[name]);
      }
    }
    if (isFreeText(value)) value.pattern = NO_CONTROL_CHARACTERS_PATTERN;
    for (const [key, child] of Object.entries(value)) if (key !== '$ref') visit(child);
  };

  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item)) {
      if (!isNode(operation)) continue;
      for (const parameter of (operation.parameters as unknown[] | undefined) ?? [])
        if (isNode(parameter)) visit(parameter.schema);
      const body = operation.requestBody;
      if (isNode(body) && isNode(body.content)) {
        for (const [type, media] of Object.entries(body.content))
          if (type.includes('json') && isNode(media)) visit(media.schema);
      }
    }
  }
  return document;
}
