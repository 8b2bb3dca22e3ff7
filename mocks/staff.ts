// The staff token of the mocks (contract/openapi.yaml, security scheme staffToken): the mock handlers
// answer staff-only data to a request that carries it, and the mock embed (the QA studio's "embedded"
// device, mock builds only) hands it to the storefront as the business system would.
export const MOCK_STAFF_TOKEN = 'mock-staff-token';

/** Whether a request carries the mock staff token as its bearer token. */
export function hasStaffToken(request: Request): boolean {
  return request.headers.get('authorization') === `Bearer ${MOCK_STAFF_TOKEN}`;
}
