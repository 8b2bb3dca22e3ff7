// The analytics endpoint in mock mode: accepts the JSON batches and keeps the last ones for tests
// and the QA studio to inspect.
import { http, HttpResponse, type HttpHandler } from 'msw';
import { settings } from '../../src/config/env';
import { perMockBackend } from '../backend';

/** The batches received (per fake backend, mocks/backend.ts), the newest last. */
const receivedOf = perMockBackend((): unknown[] => []);
const LIMIT = 200;

export function receivedAnalyticsBatches(): unknown[] {
  return [...receivedOf()];
}

export function clearAnalyticsBatches(): void {
  receivedOf().length = 0;
}

function urlPattern(): string {
  // A mock build posts to settings.analyticsUrl; where analytics is off (an empty address, as in unit
  // tests, which run without API_MOCKS) the endpoint still answers at the mock build's default address.
  const url = settings.analyticsUrl || '/analytics/events';
  // A relative address is matched on any origin (the page's own).
  return url.startsWith('/') ? `*${url}` : url;
}

export const analyticsHandlers: HttpHandler[] = [
  http.post(urlPattern(), async ({ request }) => {
    try {
      const received = receivedOf();
      received.push(JSON.parse(await request.text()) as unknown);
      if (received.length > LIMIT) received.shift();
    } catch {
      // a malformed batch is dropped, as the real collector would
    }
    return new HttpResponse(null, { status: 204 });
  }),
];
