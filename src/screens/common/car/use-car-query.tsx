// The preamble every car child page shares: the route's car id, the page's own car query, and the
// designed states while the car is not there (loading, failed with retry, not available).

import { skipToken, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@apollo/client';
import type { ReactElement } from 'react';
import { useCarId } from '../../../routes/params';
import { carFailed, isNotFound } from './car-errors';
import { CarLoadError, CarLoading, CarNotFound } from './car-page';

/**
 * Runs `document` for the car in the route. `car` is the car once it is in; until then `fallback`
 * is what the page shows. `hero: false` for pages whose skeleton has no photo.
 */
export function useCarQuery<TData extends { car?: unknown }>(
  document: TypedDocumentNode<TData, { id: string }>,
  { hero = true }: { hero?: boolean } = {},
) {
  const id = useCarId();
  const result = useQuery(document, id ? { variables: { id } } : skipToken);
  // Without returnPartialData the data is whole or absent; Apollo's type cannot see that through a generic.
  const data = id ? (result.data as TData | undefined) : undefined;
  const car = (data?.car ?? undefined) as NonNullable<TData['car']> | undefined;
  let fallback: ReactElement;
  if (!id) fallback = <CarNotFound />;
  else if (result.loading) fallback = <CarLoading hero={hero} />;
  else if (carFailed(result.error) && !isNotFound(result.error)) fallback = <CarLoadError onRetry={() => void result.refetch().catch(() => undefined)} />;
  else fallback = <CarNotFound />;
  return { id, car, data, result, fallback };
}
