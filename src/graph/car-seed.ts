// A tapped car card seeds the car's record with what the card showed (title, cover, price, status,
// tags, the key facts), so the car page paints its header, cover and price in the navigation's own
// frame and fills in the rest when the car's answer arrives (Query.car's read in cache.ts redirects
// to this record; the page queries with returnPartialData). A car already in the cache is left as is.

import type { ApolloCache, DocumentNode } from '@apollo/client';
import { parse } from 'graphql';
import type { CarListingParent, PriceValue } from './rest/cars';

/** What a card knows of a car (the list's CarCard fragment has these and more). */
export type CardCar = Pick<CarListingParent, 'id' | 'title' | 'cover' | 'registrationDate' | 'mileageKm' | 'city'> & {
  tags: readonly string[];
  price: Pick<PriceValue, 'current' | 'original' | 'reduce'> | null;
  status: { label: string; kind: string };
};

let fragment: DocumentNode | null = null;

function seedFragment(): DocumentNode {
  return (fragment ??= parse(
    'fragment CarSeed on Car { id title registrationDate mileageKm city tags status { label kind } price { current original reduce } cover { url caption } }',
    { noLocation: true },
  ));
}

export function seedCarFromCard(cache: ApolloCache, car: CardCar): void {
  const id = cache.identify({ __typename: 'Car', id: car.id });
  if (!id) return;
  // A record already there (this session's answer, or the device's) knows more than the card.
  if (cache.readFragment({ id, fragment: seedFragment() })) return;
  cache.writeFragment({
    id,
    fragment: seedFragment(),
    data: {
      __typename: 'Car',
      id: car.id,
      title: car.title,
      registrationDate: car.registrationDate,
      mileageKm: car.mileageKm,
      city: car.city,
      tags: [...car.tags],
      status: { __typename: 'CarStatus', label: car.status.label, kind: car.status.kind },
      price: car.price ? { __typename: 'Price', current: car.price.current, original: car.price.original, reduce: car.price.reduce } : null,
      cover: car.cover ? { __typename: 'CarImage', url: car.cover, caption: null } : null,
    },
  });
}
