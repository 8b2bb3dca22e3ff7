// The entry's prefetch of the home and discount lists' first page (see ScreenPrefetch).

import type { ScreenPrefetch } from '../../graph/client';
import type { CarPageValue } from '../../graph/rest/cars';
import { preloadImage } from '../../platform/preload-image';
import { carListVariables, DISCOUNT_SCOPE, PREMIUM_SCOPE, type ListScope } from '../shared/car-list/car-list-query';
import { CarListDocument } from '../shared/car-list/car-list.generated';

/** The first card's photo from the `cars` root value (the resolver's CarPageValue), if it has one. */
export function firstCardPhoto(roots: ReadonlyMap<string, unknown>): string | null | undefined {
  return (roots.get('cars') as CarPageValue | null | undefined)?.items?.[0]?.cover;
}

// The first card's photo is the page's largest paint: it starts as soon as the list's REST answer is in,
// before the schema is built and the query executed (and, should that hint be missed, with the data).
function prefetchList(scope: ListScope): ScreenPrefetch {
  return (prefetch, _params, search) => {
    void prefetch(CarListDocument, carListVariables(scope, search), (roots) => preloadImage(firstCardPhoto(roots))).then((data) =>
      preloadImage(data?.cars?.items?.[0]?.cover),
    );
  };
}

export const prefetchHome: ScreenPrefetch = prefetchList(PREMIUM_SCOPE);
export const prefetchDiscount: ScreenPrefetch = prefetchList(DISCOUNT_SCOPE);
