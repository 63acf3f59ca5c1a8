import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One route of the API, named by its key in the table: `'<METHOD> <path>'`, the path as Fastify
 * declares it (`/api/transactions/:id/messages`). The schemas are the very ones the route declares.
 */
export type Endpoint = {
  params?: z.ZodType;
  query?: z.ZodType;
  /** 'file': the request body is a file itself, its type as Content-Type (an upload). */
  body?: z.ZodType | 'file';
  /** 'file': the answer is not JSON but a file (a CSV, a pass, an attachment). */
  response: z.ZodType | 'file';
  /** The success status when it is not 200 (201 for a creation, 204 for no body). */
  status?: 201 | 204;
};

export type EndpointKey = `${HttpMethod} /api/${string}`;
export type EndpointTable = Record<EndpointKey, Endpoint>;
