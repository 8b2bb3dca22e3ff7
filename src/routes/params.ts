// Route parameters, read from the address bar. Anything that is not a plausible id is a page whose
// subject does not exist (no request is made for it).

import { useParams } from 'react-router';
import { isCarId } from './car-route';
import type { InspectionParams } from './paths';

const ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;

export { isCarId };

/** The route's car id, or null when it is missing or malformed. */
export function useCarId(): string | null {
  const { id } = useParams();
  return isCarId(id) ? id : null;
}

/** A report, hunt or purchase id, or null when it is missing or malformed. */
export function validId(value: string | undefined | null): string | null {
  return typeof value === 'string' && ID.test(value) ? value : null;
}

export function useRouteId(name: string): string | null {
  return validId(useParams()[name]);
}

export function useInspectionParams(): InspectionParams | null {
  const params = useParams();
  const id = validId(params.id);
  const reportId = validId(params.reportId);
  const business = validId(params.business);
  return id && reportId && business ? { id, reportId, business } : null;
}
