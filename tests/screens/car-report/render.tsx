// Renders a report screen at its real route pattern through the real graph.

import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { renderWithGraph, type TestGraph } from '../../support/graph';

export function renderRoute(Screen: ComponentType, pattern: string, route: string, graph?: TestGraph) {
  return renderWithGraph(
    <Routes>
      <Route path={pattern} element={<Screen />} />
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>,
    { route, graph },
  );
}
