// The entry's prefetch of the home and discount lists' first page (see ScreenPrefetch).

import type { ScreenPrefetch } from '../../graph/client';
import { preloadImage } from '../../platform/preload-image';
import { carListVariables, DISCOUNT_SCOPE, PREMIUM_SCOPE, type ListScope } from '../common/car-list/car-list-query';
import { CarListDocument } from '../common/car-list/car-list.generated';

// The first card's photo is the page's largest paint: it starts as soon as the prefetch has the data,
// before the screen has rendered.
function prefetchList(scope: ListScope): ScreenPrefetch {
  return (prefetch, _params, search) => {
    void prefetch(CarListDocument, carListVariables(scope, search)).then((data) =>
      preloadImage(data?.cars?.items?.[0]?.cover),
    );
  };
}

export const prefetchHome: ScreenPrefetch = prefetchList(PREMIUM_SCOPE);
export const prefetchDiscount: ScreenPrefetch = prefetchList(DISCOUNT_SCOPE);
