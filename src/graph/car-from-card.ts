// What a list card knows of a car (title, cover, price, status, tags, the key facts), read as the car
// itself: Query.car's read function (cache.ts) answers a car that has no record of its own with its list
// card's record, so the car page (returnPartialData) paints its header, cover and price in the
// navigation's own frame and fills in the rest when the car's answer arrives. Nothing is written: the
// tap does no cache work, and the first answer of the car replaces this view (it writes Query.car).

import type { FieldFunctionOptions, Reference, StoreObject } from '@apollo/client';

type ReadOptions = Pick<FieldFunctionOptions, 'toReference' | 'canRead' | 'readField'>;

/** The fields a CarListing shares with a Car, same name and same shape; the cover is a URL on a card. */
const SHARED_FIELDS = [
  'title',
  'registrationDate',
  'mileageKm',
  'city',
  'tags',
  'status',
  'price',
  'openFlags',
] as const;

/**
 * The car `id` as its list card knows it (a Car-shaped object, not a cache record), or undefined when no
 * list has shown the car. A field the card's query did not select stays missing, not null.
 */
export function carFromCard(id: string, { toReference, canRead, readField }: ReadOptions): StoreObject | undefined {
  const card = toReference({ __typename: 'CarListing', id });
  if (!card || !canRead(card)) return undefined;
  const car: StoreObject = { __typename: 'Car', id };
  for (const field of SHARED_FIELDS) {
    const value = readField(field, card);
    if (value !== undefined) car[field] = value;
  }
  const cover = readField<string | null>('cover', card);
  if (cover !== undefined) car.cover = cover ? { __typename: 'CarImage', url: cover, caption: null } : null;
  return car;
}

/**
 * Query.car for a car the query has not answered: its own record when another answer wrote one with
 * what the page's first screen needs (a saved car's title and status), else its list card's view, else
 * its partial record, or nothing.
 */
export function readCar(id: string, options: ReadOptions): Reference | StoreObject | undefined {
  const record = options.toReference({ __typename: 'Car', id });
  const readable = Boolean(record && options.canRead(record));
  if (
    record &&
    readable &&
    options.readField('title', record) !== undefined &&
    options.readField('status', record) !== undefined
  )
    return record;
  return carFromCard(id, options) ?? (readable ? record : undefined);
}
