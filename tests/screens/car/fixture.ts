// Expected values read from the mock data set, so the tests follow the fixtures rather than copy them.

import { findFixtureCar, toDetail } from '../../../mocks/fixtures/cars';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- mock payloads, read loosely

export function fixtureDetail(id: string): Json {
  const car = findFixtureCar(id);
  if (!car) throw new Error(`no fixture car ${id}`);
  return toDetail(car) as Json;
}

export function fixtureTitle(id: string): string {
  return String(fixtureDetail(id).title);
}
