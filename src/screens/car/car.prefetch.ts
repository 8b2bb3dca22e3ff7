// The entry's prefetch of a car page's detail query (see ScreenPrefetch); a malformed id asks nothing.

import type { ScreenPrefetch } from '../../graph/client';
import { isCarId } from './car-route';
import { CarDetailDocument } from './car.generated';

export const prefetchCar: ScreenPrefetch = (prefetch, params) => {
  if (isCarId(params.id)) prefetch(CarDetailDocument, { id: params.id });
};
