// The entry's prefetch of the home and discount lists' first page (see ScreenPrefetch).

import type { ScreenPrefetch } from '../../graph/client';
import { carListVariables, DISCOUNT_SCOPE, PREMIUM_SCOPE } from './car-list-query';
import { CarListDocument } from './car-list.generated';

export const prefetchHome: ScreenPrefetch = (prefetch, _params, search) => {
  prefetch(CarListDocument, carListVariables(PREMIUM_SCOPE, search));
};

export const prefetchDiscount: ScreenPrefetch = (prefetch, _params, search) => {
  prefetch(CarListDocument, carListVariables(DISCOUNT_SCOPE, search));
};
