// The entry's prefetch of the home and discount lists' first page (see ScreenPrefetch).

import type { ScreenPrefetch } from '../../graph/client';
import { preloadImage } from '../../platform/preload-image';
import { carListVariables, DISCOUNT_SCOPE, PREMIUM_SCOPE } from './car-list-query';
import { CarListDocument } from './car-list.generated';

// The first card's photo is the page's largest paint: it starts with the data, not after the render.
export const prefetchHome: ScreenPrefetch = (prefetch, _params, search) => {
  void prefetch(CarListDocument, carListVariables(PREMIUM_SCOPE, search)).then((data) => preloadImage(data?.cars?.items?.[0]?.cover));
};

export const prefetchDiscount: ScreenPrefetch = (prefetch, _params, search) => {
  void prefetch(CarListDocument, carListVariables(DISCOUNT_SCOPE, search)).then((data) => preloadImage(data?.cars?.items?.[0]?.cover));
};
