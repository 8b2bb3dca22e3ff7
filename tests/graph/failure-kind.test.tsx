// A server error (HTTP 5xx, an error envelope, an unreadable body) and a network error (no answer,
// timeout) are told apart (src/graph/errors.ts) and worded differently by the error state, through the
// real graph with MSW faults.

import { screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { setScenario } from '../../mocks/scenarios';
import { failureKind, toGraphQLError } from '../../src/graph/errors';
import { HttpStatusError, NetworkError, TimeoutError } from '../../src/graph/rest/errors';
import { CarLoansScreen } from '../../src/screens/car/car-loans.screen';
import { renderCarRoute } from '../screens/car/render';

describe('failureKind', () => {
  it('reads REST errors, GraphQL errors and Apollo-style combined errors', () => {
    expect(failureKind(new HttpStatusError(500, 'car'))).toBe('server');
    expect(failureKind(new HttpStatusError(503))).toBe('server');
    expect(failureKind(new HttpStatusError(404))).toBe('unknown');
    expect(failureKind(new NetworkError('car'))).toBe('network');
    expect(failureKind(new TimeoutError(300, 'car'))).toBe('network');
    expect(failureKind(toGraphQLError(new HttpStatusError(502, 'car')))).toBe('server');
    expect(failureKind({ errors: [toGraphQLError(new NetworkError('cars'))] })).toBe('network');
    expect(failureKind(new GraphQLError('x', { extensions: { code: 'ENVELOPE' } }))).toBe('server');
    expect(failureKind(null)).toBe('unknown');
    expect(failureKind('boom')).toBe('unknown');
  });
});

describe('the error state says what failed (real graph, MSW faults)', () => {
  it('HTTP 500: the server, not the visitor’s network', async () => {
    setScenario({ faults: { car: 'http-500' } });
    renderCarRoute(CarLoansScreen, '/car/:id/loans', '/car/C10001/loans');
    expect(await screen.findByText(/服务器暂时出了问题/, undefined, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByText(/网络连接不上/)).not.toBeInTheDocument();
  });

  it('no answer: the network', async () => {
    setScenario({ faults: { car: 'network' } });
    renderCarRoute(CarLoansScreen, '/car/:id/loans', '/car/C10001/loans');
    expect(
      await screen.findByText('网络连接不上，请检查网络后重试。', undefined, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/服务器暂时出了问题/)).not.toBeInTheDocument();
  });
});
