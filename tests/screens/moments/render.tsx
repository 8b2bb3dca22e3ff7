import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { MomentDetailScreen } from '../../../src/screens/moments/moment-detail.screen';
import { MomentsIndexScreen } from '../../../src/screens/moments/moments-index.screen';
import { MomentsTopicScreen } from '../../../src/screens/moments/moments-topic.screen';
import { MomentsUserScreen } from '../../../src/screens/moments/moments-user.screen';
import { renderWithGraph } from '../../support/graph';

/** The post list once every post of the pages loaded so far is rendered (all but the first two in a background pass). */
export function completeFeed(): Promise<HTMLElement> {
  return screen.findByRole('list', { name: '车友圈动态列表', busy: false });
}

/** The community routes as the route table declares them, rendered through the real graph. */
export function renderMoments(route: string) {
  return renderWithGraph(
    <Routes>
      <Route path="/moments" element={<MomentsIndexScreen />} />
      <Route path="/m" element={<MomentsIndexScreen />} />
      <Route path="/moments/topic/:topicId" element={<MomentsTopicScreen />} />
      <Route path="/moments/user/:unionId" element={<MomentsUserScreen />} />
      <Route path="/moments/:postId" element={<MomentDetailScreen />} />
      <Route path="/car/:id" element={<p>car page</p>} />
    </Routes>,
    { route },
  );
}

export function momentRequests(requests: { operation: string; requestBody?: string }[]): (string | undefined)[] {
  return requests.filter((request) => request.operation === 'moments').map((request) => request.requestBody);
}
