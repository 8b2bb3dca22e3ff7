// The preamble every car child page shares: the route's car id, the page's own car query (it spreads
// CarChildFrame, use-car-query.graphql), the page's share card, and the designed states while the car
// is not there (loading, failed with retry, not available).

import { skipToken, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import type { ReactElement } from 'react';
import { shareFromGraph, useShareInfo } from '../../../platform/share-info';
import { useCarId } from '../../../routes/params';
import { carFailed, isNotFound } from './car-errors';
import { CarLoadError, CarLoading, CarNotFound } from './car-page';
import type { CarChildFrameFragment } from './use-car-query.generated';

/**
 * Runs `document` for the car in the route. `car` is the car once it is in; until then `fallback`
 * is what the page shows. `hero: false` for pages whose skeleton has no photo.
 */
export function useCarQuery<TData extends { car?: CarChildFrameFragment | null }>(
  document: TypedDocumentNode<TData, { id: string }>,
  { hero = true }: { hero?: boolean } = {},
) {
  const id = useCarId();
  const result = useQuery(document, id ? { variables: { id } } : skipToken);
  // Without returnPartialData the data is whole or absent; Apollo's type cannot see that through a generic.
  const data = id ? (result.data as TData | undefined) : undefined;
  const car = (data?.car ?? undefined) as NonNullable<TData['car']> | undefined;
  useShareInfo(shareFromGraph(car?.share));
  let fallback: ReactElement;
  if (!id) fallback = <CarNotFound />;
  else if (result.loading) fallback = <CarLoading hero={hero} />;
  else if (carFailed(result.error) && !isNotFound(result.error))
    fallback = <CarLoadError error={result.error} onRetry={() => void result.refetch().catch(() => undefined)} />;
  else fallback = <CarNotFound />;
  return { id, car, data, result, fallback };
}
