// Renders car screens at their real route patterns through the real graph.

import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { ToastProvider } from '../../../src/ui/toast-provider';
import { renderWithGraph, type TestGraph } from '../../support/graph';

export function renderCarRoute(Screen: ComponentType, pattern: string, route: string, graph?: TestGraph) {
  return renderWithGraph(
    <ToastProvider>
      <Routes>
        <Route path={pattern} element={<Screen />} />
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
    </ToastProvider>,
    { route, graph },
  );
}
