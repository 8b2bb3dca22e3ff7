// renderApp with the real screens, as other engineers' screen tests use it.
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../support/app';

describe('renderApp', () => {
  it('renders a real screen inside the shell and navigates like the app', async () => {
    const app = renderApp('/recycle');
    expect(screen.getByRole('navigation', { name: '主导航' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    expect(document.title).toBe('我要卖车 - 诺车自营');
    app.navigate('/help/agreement');
    // The next screen's code loads first (a transition keeps the old page until then).
    await vi.waitFor(
      () => expect(app.navigations.map((info) => info.routeName)).toEqual(['Recycle', 'HelpAgreement']),
      { timeout: 10_000 },
    );
    expect(app.location().pathname).toBe('/help/agreement');
    expect(document.title).toBe('自营车购车须知 - 诺车自营');
  });
});
