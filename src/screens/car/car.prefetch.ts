// The entry's prefetch of a car page's detail query (see ScreenPrefetch); a malformed id asks nothing.
// And the warm-up of that query while a list of cars is idle (the router's next screens).

import type { ApolloClient } from '@apollo/client';
import type { ScreenPrefetch } from '../../graph/client';
import { warmQuery } from '../../graph/warm';
import { preloadImage } from '../../platform/preload-image';
import { isCarId } from '../../routes/params';
import { CarDetailDocument } from './car.generated';

// The gallery's first photo is the page's largest paint: it starts as soon as the prefetch has the data,
// before the screen has rendered.
export const prefetchCar: ScreenPrefetch = (prefetch, params) => {
  if (!isCarId(params.id)) return;
  void prefetch(CarDetailDocument, { id: params.id }).then((data) => {
    const car = data?.car;
    preloadImage(car?.pictureSummary?.[0]?.url ?? car?.cover?.url);
  });
};

/** The car page's first query made ready before a card is tapped (graph/warm.ts). */
export const warmCar = (client: ApolloClient): Promise<void> => warmQuery(client, CarDetailDocument);
