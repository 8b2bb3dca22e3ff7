// Cars, listings and filter options. Display rules of spec section 3 live here (through src/domain),
// so screens never re-derive them.

import { flagView } from '../../domain/car-flags';
import { coverImage, imageGroups, pictureSummary, wholesaleImageGroups } from '../../domain/car-images';
import { visibleEquipmentSections } from '../../domain/equipment';
import { availabilityOf, carStatusView } from '../../machines/car-status.machine';
import type { Resolvers } from '../__generated__/resolvers-types';
import {
  fetchBrands,
  fetchCar,
  fetchCars,
  fetchConditionLevels,
  fetchEquipment,
  fetchGoods,
  fetchLikes,
  fetchOptions,
  fetchProvinces,
  fetchSubstations,
  type CarParent,
  type ChassisValue,
  type MetaValue,
} from '../rest/cars';

/** The resolver knows no locale: the label is Chinese and screens translate by key. */
export const ROAD_ENGINEER_META = { key: 'road_engineer', label: '路试工程师' } as const;

export function carMeta(car: Pick<CarParent, 'baseMeta' | 'roadEngineer'>): MetaValue[] {
  const meta = car.baseMeta.filter((entry) => entry.key !== ROAD_ENGINEER_META.key);
  if (car.roadEngineer) meta.push({ ...ROAD_ENGINEER_META, value: car.roadEngineer.name });
  return meta;
}

function sectionHasContent(section: ChassisValue): boolean {
  return Boolean(section.description) || section.images.length > 0;
}

export function showChassis(car: Pick<CarParent, 'chassis' | 'chassisImportantScrew'>): boolean {
  return [...car.chassis, ...car.chassisImportantScrew].some(sectionHasContent);
}

function yearOf(date: string | null): string | null {
  const match = date?.match(/^(\d{4})/);
  return match?.[1] ?? null;
}

function priceText(yuan: number | null | undefined): string | null {
  if (yuan === null || yuan === undefined) return null;
  return yuan >= 10_000 ? `${Number((yuan / 10_000).toFixed(2))}万` : `${yuan}元`;
}

function mileageText(km: number | null): string | null {
  if (km === null) return null;
  return km >= 10_000 ? `${Number((km / 10_000).toFixed(1))}万公里` : `${km}公里`;
}

export function carShare(car: CarParent): { title: string; description: string; image: string | null } {
  const year = yearOf(car.registrationDate);
  const parts = [
    year ? `${year}年上牌` : null,
    mileageText(car.mileageKm),
    car.city,
    priceText(car.price?.current) ? `售价${priceText(car.price?.current)}` : null,
  ].filter((part): part is string => Boolean(part));
  return {
    title: car.title,
    description: parts.length ? parts.join(' · ') : '精品自营二手车，诺优选检测认证',
    image: coverImage(car.images)?.url ?? null,
  };
}

/**
 * The status field: the label as sent, and the status machine's verdict on it (the one definition of the
 * kinds and what each allows). Every screen reads a car's status from this field, and only from it; the
 * QA studio changes a car's status by writing this field into the cache (src/qa/car-status-bridge.ts).
 */
export function carStatus(label: string) {
  const view = carStatusView(label);
  return {
    label,
    kind: view.kind,
    availability: AVAILABILITY[availabilityOf(view)],
    reportEntry: view.showsReportEntry,
  };
}

const AVAILABILITY = { buyable: 'BUYABLE', reserved: 'RESERVED', unavailable: 'UNAVAILABLE' } as const;

export const carResolvers: Resolvers = {
  Query: {
    cars: (_, { filter, page, pageSize }, ctx) => fetchCars(ctx, filter, page, pageSize),
    car: (_, { id }, ctx) => fetchCar(ctx, id),
    brands: (_, { vehicle }, ctx) => fetchBrands(ctx, vehicle ?? 'CAR'),
    provinces: (_, __, ctx) => fetchProvinces(ctx),
    substations: (_, { provinceId }, ctx) => fetchSubstations(ctx, provinceId),
    conditionLevels: (_, __, ctx) => fetchConditionLevels(ctx),
    carModels: (_, { parent }, ctx) => fetchOptions(ctx, 'carmodel', parent),
    regions: (_, __, ctx) => fetchOptions(ctx, 'region'),
    goods: (_, __, ctx) => fetchGoods(ctx),
  },
  CarListing: {
    status: (car) => carStatus(car.statusLabel),
    openFlags: (car) => flagView(car.openFlags).flags,
  },
  Car: {
    status: (car) => carStatus(car.statusLabel),
    meta: (car) => carMeta(car),
    showChassis: (car) => showChassis(car),
    cover: (car) => coverImage(car.images),
    imageGroups: (car) => imageGroups(car.images),
    wholesaleImageGroups: (car) => wholesaleImageGroups(car.images),
    pictureSummary: (car) => pictureSummary(car.images),
    recommendations: (car, _, ctx) => fetchLikes(ctx, car.id, car.moduleId),
    equipment: async (car, _, ctx) => {
      if (!car.moduleId) return null;
      const sections = await fetchEquipment(ctx, car.id, car.moduleId);
      return sections ? { sections: visibleEquipmentSections(sections) } : null;
    },
    goods: (car, _, ctx) => fetchGoods(ctx, { car_id: car.id }),
    share: (car) => carShare(car),
    openFlags: (car) => flagView(car.openFlags).flags,
  },
};
