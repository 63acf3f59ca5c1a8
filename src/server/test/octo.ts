// The OCTO API's tests: resellers with keys and granted listings, made through the use cases, and a
// JSON-schema validator over the OpenAPI document that ships in @octocloud/types (never hand-copied
// shapes), so every answer is checked against the specification itself.
import fs from 'node:fs';
import path from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { expect } from 'vitest';
import type { AppDeps } from '../app-deps';
import { projectRoot } from '../project-root';
import { createReseller } from '../modules/octo/create-reseller';
import { issueResellerKey } from '../modules/octo/issue-reseller-key';
import { setResellerListing } from '../modules/octo/set-reseller-listing';

const testActor = { id: null, label: 'test' };

/** A reseller with a live key (and a test-mode one), allowed to sell the listings given. */
export async function buildReseller(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  options: {
    name?: string;
    listings?: { id: string; operatorId: string }[];
    commissionPercent?: number;
    webhookUrl?: string;
  } = {},
) {
  const reseller = await createReseller(
    deps,
    { name: options.name ?? 'Island Tours Online', webhookUrl: options.webhookUrl ?? null },
    testActor,
  );
  const { key } = await issueResellerKey(
    deps,
    { resellerId: reseller.id, testMode: false },
    testActor,
  );
  const { key: testKey } = await issueResellerKey(
    deps,
    { resellerId: reseller.id, testMode: true },
    testActor,
  );
  for (const listing of options.listings ?? [])
    await setResellerListing(deps, listing.operatorId, {
      listingId: listing.id,
      resellerId: reseller.id,
      commissionPercent: options.commissionPercent ?? 20,
    });
  return { reseller, key, testKey };
}

type OpenApi = {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>
  >;
};
const document = parse(
  fs.readFileSync(path.join(projectRoot, 'node_modules/@octocloud/types/src/openapi.yaml'), 'utf8'),
) as OpenApi & Record<string, unknown>;

/**
 * OpenAPI 3.0's `nullable: true` as JSON Schema (the usual conversion): null, or the schema without
 * it. Ajv reads `nullable` on a typed schema alone, not beside an allOf, as the document writes it.
 */
function asJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(asJsonSchema);
  if (!node || typeof node !== 'object') return node;
  const entries = Object.entries(node as Record<string, unknown>).map(
    ([key, value]) => [key, asJsonSchema(value)] as const,
  );
  const converted = Object.fromEntries(entries) as Record<string, unknown>;
  if (converted.nullable !== true) return converted;
  const { nullable: _nullable, ...rest } = converted;
  return { anyOf: [{ type: 'null' }, rest] };
}

// The document's x- extensions and examples are not JSON Schema, so strict mode is off.
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats.default(ajv);
ajv.addSchema({ ...(asJsonSchema(document) as object), $id: 'octo.json' });

const validators = new Map<string, ValidateFunction>();

/** The response schema of an operation for a status, from the document (paths end with /). */
function validatorFor(operation: string, status: number): ValidateFunction {
  const key = `${operation} ${status}`;
  let validate = validators.get(key);
  if (!validate) {
    const [method, route] = operation.split(' ') as [string, string];
    const byStatus = (document.paths[route] ?? document.paths[`${route}/`])?.[method.toLowerCase()]
      ?.responses;
    const schema =
      byStatus?.[String(status)]?.content?.['application/json']?.schema ??
      // 401 and 403 answer the error bodies the document lists under 400.
      (status === 401 || status === 403
        ? {
            $ref: `octo.json#/components/schemas/Error${status === 401 ? 'Unauthorized' : 'Forbidden'}`,
          }
        : undefined);
    if (!schema) throw new Error(`No ${status} response for ${operation} in the OCTO document`);
    validate = ajv.compile(
      JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"octo.json#/components/')),
    );
    validators.set(key, validate);
  }
  return validate;
}

/** Checks an answer against the OCTO document's schema of that operation and status. */
export function expectOctoResponse(
  operation: string,
  response: { statusCode: number; json(): unknown },
  status = 200,
): void {
  expect(response.statusCode, JSON.stringify(response.json())).toBe(status);
  const validate = validatorFor(operation, status);
  const body = response.json();
  const ok = validate(body);
  const problems = (ok ? [] : (validate.errors ?? [])).map(
    (error) => `${error.instancePath} ${error.message} ${JSON.stringify(error.params)}`,
  );
  expect(problems, `${operation}: ${JSON.stringify(body).slice(0, 300)}`).toEqual([]);
}

/** Checks an error answer: its status, the document's error schema and the OCTO code. */
export function expectOctoError(
  operation: string,
  response: { statusCode: number; json(): unknown },
  status: number,
  error: string,
): void {
  expectOctoResponse(operation, response, status);
  expect((response.json() as { error: string }).error).toBe(error);
}

export const octoHeaders = (key: string, capabilities = 'octo/content, octo/pricing') => ({
  authorization: `Bearer ${key}`,
  'octo-capabilities': capabilities,
});
