// The sell-car form's option rules (route Recycle): the model picker grouped by brand and searchable,
// with "other / not listed" for a make the dealer's list lacks, and the service stations of the
// chosen city (all stations when that city has none). The form and its tests read these; nothing
// else decides them.

import { brandSearchKeys } from './brand-search';

export interface PickerOption {
  value: string;
  label: string;
  parent?: string | null;
}

export interface PickerBrand {
  id: string;
  name: string;
  initial: string;
}

/** The model value that stands for "other / not listed": the seller then types the model. */
export const OTHER_MODEL = '__other__';

export interface ModelGroup {
  brandId: string;
  brandName: string;
  models: PickerOption[];
}

function normalise(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, '');
}

/**
 * Models grouped by brand (the brand list's order), keeping only those matching `query`: a brand name,
 * a model name, a brand's initial letter (one Latin letter, e.g. "b" for 本田, 宝马, 奔驰…), or the start
 * of a brand's pinyin, its initials or its English name ("bmw", "benz", "tesla", "ft"; the list search's
 * keys, brand-search.ts). A brand match keeps all its models. A model whose brand is not in the brand
 * list (the form's vehicle: a motorcycle's, say) is left out: "other / not listed" is the way for it.
 */
export function groupModelsByBrand(models: PickerOption[], brands: PickerBrand[], query = ''): ModelGroup[] {
  const q = normalise(query);
  const byId = new Map(brands.map((brand) => [brand.id, brand]));
  const order = new Map(brands.map((brand, index) => [brand.id, index]));
  const groups = new Map<string, ModelGroup>();
  for (const model of models) {
    const brandId = model.parent ?? '';
    const brand = byId.get(brandId);
    if (!brand) continue;
    const brandName = brand.name;
    const brandHit =
      q !== '' &&
      (normalise(brandName).includes(q) ||
        (q.length === 1 && /[a-z]/.test(q) && brand.initial.toLowerCase() === q) ||
        (/^[a-z]+$/.test(q) && brandSearchKeys(brandName).some((key) => key.startsWith(q))));
    if (q && !brandHit && !normalise(model.label).includes(q) && !normalise(`${brandName}${model.label}`).includes(q))
      continue;
    const group = groups.get(brandId) ?? { brandId, brandName, models: [] };
    group.models.push(model);
    groups.set(brandId, group);
  }
  return [...groups.values()].sort(
    (a, b) =>
      (order.get(a.brandId) ?? Number.MAX_SAFE_INTEGER) - (order.get(b.brandId) ?? Number.MAX_SAFE_INTEGER) ||
      a.brandId.localeCompare(b.brandId),
  );
}

/** The stations offered for a city (an option of the regions list): its own, or all when it has none. */
export function stationsForRegion(stations: PickerOption[], region: string): PickerOption[] {
  if (!region) return stations;
  const own = stations.filter((station) => station.parent === region);
  return own.length > 0 ? own : stations;
}

/** Whether the city has stations of its own (the form says when it offers all stations instead). */
export function regionHasStations(stations: PickerOption[], region: string): boolean {
  return stations.some((station) => station.parent === region);
}

/** The station to keep when the city changes: the chosen one if the new city still offers it, else none. */
export function stationAfterRegionChange(stations: PickerOption[], region: string, substationId: string): string {
  return substationId && stationsForRegion(stations, region).some((station) => station.value === substationId)
    ? substationId
    : '';
}

/** What the form sends as the model: the chosen model's id, or the seller's own words for "other". */
export function submittedModel(model: string, modelOther: string): string {
  return model === OTHER_MODEL ? modelOther.trim() : model;
}
