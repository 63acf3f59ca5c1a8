import type { EndpointTable } from './endpoint';
import { noContentSchema } from '../common';
import { publicConfigSchema } from '../search';
import { webErrorReportSchema } from '../web-errors';

export const systemEndpoints = {
  /** Public settings of the web app (map style, which card form, prices and bookable days) */
  'GET /api/config': { response: publicConfigSchema },
  /** Report an error of the browser's (a failed render, an uncaught error) */
  'POST /api/errors': { body: webErrorReportSchema, response: noContentSchema, status: 204 },
} as const satisfies EndpointTable;
