// The warm-up of the car page's detail query while a list of cars is idle (the router's next screens).

import type { ApolloClient } from '@apollo/client';
import { warmQuery } from '../../graph/warm';
import { CarDetailDocument } from './car.generated';

/** The car page's first query made ready before a card is tapped (graph/warm.ts). */
export const warmCar = (client: ApolloClient): Promise<void> => warmQuery(client, CarDetailDocument);
