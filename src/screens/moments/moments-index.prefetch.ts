// The community index's first page: the screen's variables, and the entry's prefetch of them.

import type { ScreenPrefetch } from '../../graph/client';
import { MomentsIndexDocument } from './moments-index.generated';

export const MOMENTS_INDEX_FIRST_PAGE = { page: 1, pageSize: 10 };

export const prefetchMomentsIndex: ScreenPrefetch = (prefetch) => {
  prefetch(MomentsIndexDocument, MOMENTS_INDEX_FIRST_PAGE);
};
