import { randomUUID } from 'node:crypto';
import type { App } from '../app-deps';

type JsonSchema = {
  type?: string;
  const?: unknown;
  pattern?: string;
  enum?: unknown[];
  format?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

export type Operation = {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'GET';
  /** The OpenAPI path, e.g. /api/own-listings/{id}. */
  path: string;
  bodySchema: JsonSchema | undefined;
  queryStrings: string[];
  /** Each path parameter: its format ('uuid', or undefined for a free-form id) and its options. */
  pathParams: Record<string, { format?: string; options?: unknown[] }>;
};

/** Every operation of the app's OpenAPI document: what the probes of this folder walk. */
export async function listOperations(app: App): Promise<Operation[]> {
  const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<
      string,
      Record<
        string,
        {
          requestBody?: { content?: Record<string, { schema: JsonSchema }> };
          parameters?: Array<{ in: string; name: string; schema?: JsonSchema }>;
        }
      >
    >;
  };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase() as Operation['method'],
      path,
      bodySchema: operation.requestBody?.content?.['application/json']?.schema,
      queryStrings: (operation.parameters ?? [])
        .filter((p) => p.in === 'query' && p.schema?.type === 'string')
        .map((p) => p.name),
      pathParams: Object.fromEntries(
        (operation.parameters ?? [])
          .filter((p) => p.in === 'path')
          .map((p) => [p.name, { format: p.schema?.format, options: p.schema?.enum }]),
      ),
    })),
  );
}

/** The paths (as keys and array indexes) of every string field a JSON schema describes. */
export function stringFieldPaths(
  schema: JsonSchema | undefined,
  at: Array<string | number> = [],
): Array<Array<string | number>> {
  if (!schema) return [];
  const options = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  if (options.length) {
    const seen = new Set<string>();
    return options
      .flatMap((option) => stringFieldPaths(option, at))
      .filter((p) => !seen.has(p.join('/')) && seen.add(p.join('/')));
  }
  if (schema.type === 'string') return [at];
  if (schema.type === 'array') return stringFieldPaths(schema.items, [...at, 0]);
  if (schema.properties)
    return Object.entries(schema.properties).flatMap(([key, value]) =>
      stringFieldPaths(value, [...at, key]),
    );
  return [];
}

/** A JSON value with `value` at `path` and nothing else. */
export function valueAt(path: Array<string | number>, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  return typeof head === 'number' ? [valueAt(rest, value)] : { [head!]: valueAt(rest, value) };
}

/**
 * A body with `value` at `path`, plus the fixed values (a discriminated union's tag) of the union
 * option holding the path, so the probe reaches the field instead of stopping at the union.
 */
export function probeBody(
  schema: JsonSchema | undefined,
  path: Array<string | number>,
  value: unknown,
): unknown {
  const body = valueAt(path, value) as Record<string, unknown>;
  const options = [...(schema?.anyOf ?? []), ...(schema?.oneOf ?? [])];
  const key = path.join('/');
  const option = options.find((o) => stringFieldPaths(o).some((p) => p.join('/') === key));
  for (const [name, property] of Object.entries(option?.properties ?? {})) {
    const fixed = property.const ?? (property.enum?.length === 1 ? property.enum[0] : undefined);
    if (fixed !== undefined && name !== path[0]) body[name] = fixed;
  }
  return body;
}

/** The schema of the field at `path` (through unions, objects and arrays), or undefined. */
export function fieldSchema(
  schema: JsonSchema | undefined,
  path: Array<string | number>,
): JsonSchema | undefined {
  if (!schema || path.length === 0) return schema;
  const options = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  if (options.length) return options.map((o) => fieldSchema(o, path)).find(Boolean);
  const [head, ...rest] = path;
  return fieldSchema(typeof head === 'number' ? schema.items : schema.properties?.[head!], rest);
}

/**
 * A concrete URL for an operation: each uuid {param} becomes a new uuid, a date-time one an instant
 * (a departure's start), one with options its first (`/payouts/{kind}/…`), any other one a plain id.
 */
export const concretePath = (op: Operation) =>
  op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const param = op.pathParams[name];
    if (param?.options?.length) return String(param.options[0]);
    if (param?.format === 'date-time') return '2026-06-01T09:00:00.000Z';
    return param?.format === 'uuid' ? randomUUID() : 'probe_0123456789abcdef';
  });

/**
 * The OCTO supplier API (decision 149): called with a reseller's bearer key, never a browser's
 * cookies (so no CSRF token and no session), answering with OCTO's own error body. The sweeps over
 * the app's routes leave it out; src/server/security/octo-bad-input.test.ts and the OCTO suites
 * cover it.
 */
export const isOctoOperation = (op: Pick<Operation, 'path'>) => op.path.startsWith('/octo/');
