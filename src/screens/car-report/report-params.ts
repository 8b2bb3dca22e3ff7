// Route parameters and paths of the report pages. Ids come from the address bar: anything that is not
// a plausible id is a report that does not exist (no request is made for it).

import { useParams } from 'react-router';

const ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;

export function validId(value: string | undefined | null): string | null {
  return typeof value === 'string' && ID.test(value) ? value : null;
}

export function useRouteId(name: string): string | null {
  return validId(useParams()[name]);
}

export interface InspectionParams {
  carId: string;
  reportId: string;
  business: string;
}

export function useInspectionParams(): InspectionParams | null {
  const params = useParams();
  const carId = validId(params.id);
  const reportId = validId(params.reportId);
  const business = validId(params.business);
  return carId && reportId && business ? { carId, reportId, business } : null;
}

const e = encodeURIComponent;

export const reportPaths = {
  car: (id: string) => `/car/${e(id)}`,
  mileage: (id: string) => `/car/${e(id)}/report/mileage`,
  accessory: (id: string) => `/car/${e(id)}/report/accessory`,
  consumable: (id: string) => `/car/${e(id)}/report/consumable`,
  preparation: (id: string) => `/car/${e(id)}/report/preparation`,
  preparationRemind: (id: string) => `/car/${e(id)}/report/preparation/remind`,
  flaw: (id: string) => `/car/${e(id)}/report/flaw`,
  chassis: (id: string) => `/car/${e(id)}/report/chassis`,
  refurbish: (id: string) => `/car/${e(id)}/report/refurbish-list`,
  category: (id: string, name: string) => `/car/${e(id)}/report/${e(name)}`,
  preSaleStandard: () => '/help/standard-of-pre-sale-preparation',
  inspection: (p: InspectionParams, child = '') =>
    `/car/${e(p.carId)}/report-inspection/${e(p.reportId)}/business/${e(p.business)}${child ? `/${child}` : ''}`,
  inspectionPreview: (p: InspectionParams) => `/car/${e(p.carId)}/report-inspection-preview/${e(p.reportId)}/business/${e(p.business)}`,
};
