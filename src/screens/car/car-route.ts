// Route parameters and paths of the car pages. Ids come from the address bar, so anything that is
// not a plausible id is treated as a car that does not exist (no request is made for it).

import { useParams } from 'react-router';

const CAR_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/;

export function isCarId(value: string | undefined | null): value is string {
  return typeof value === 'string' && CAR_ID.test(value);
}

/** The route's car id, or null when it is missing or malformed. */
export function useCarId(): string | null {
  const { id } = useParams();
  return isCarId(id) ? id : null;
}

const encode = encodeURIComponent;

export const carPaths = {
  car: (id: string) => `/car/${encode(id)}`,
  photos: (id: string) => `/car/${encode(id)}/photos`,
  pictures: (id: string, index?: number) => `/car/${encode(id)}/pictures${index ? `?i=${index}` : ''}`,
  loans: (id: string) => `/car/${encode(id)}/loans`,
  video: (id: string) => `/car/${encode(id)}/video`,
  faq: (id: string) => `/car/${encode(id)}/faq`,
  internalVideo: (id: string) => `/car/${encode(id)}/internal/video`,
  benchmark: (id: string) => `/car/${encode(id)}/benchmark`,
  exteriorVideo: (id: string) => `/car/${encode(id)}/exterior-video`,
  appraise: (id: string) => `/car/${encode(id)}/appraise`,
  configuration: (id: string) => `/car/${encode(id)}/configuration`,
  oemPurchase: (uuid: string) => `/oem/${encode(uuid)}/purchase`,
  chassis: (id: string) => `/car/${encode(id)}/report/chassis`,
  inspectionPreview: (id: string, reportId: string, business: string) =>
    `/car/${encode(id)}/report-inspection-preview/${encode(reportId)}/business/${encode(business)}`,
  wholesale: (id: string) => `/w/${encode(id)}`,
  wholesalePhotos: (id: string) => `/w/${encode(id)}/photo`,
};
