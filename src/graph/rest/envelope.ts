// The envelope rules of spec section 7 as a judgement of a body (operations.ts, Envelope): whether the
// body is a success. http.ts raises or alerts on a failure; the early paint (src/early) paints nothing.

import type { Envelope } from './operations';

const BUSINESS_SUCCESS = 200000000;
const CODE_SUCCESS = 2000000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function envelopeSucceeded(envelope: Envelope, body: unknown): boolean {
  switch (envelope) {
    case 'http-200':
      return true;
    case 'status-success':
      return isRecord(body) && body.status === 'success';
    case 'code-2000000':
      return isRecord(body) && body.code === CODE_SUCCESS;
    case 'business':
      return isRecord(body) && body.code === BUSINESS_SUCCESS;
  }
}
