// REST readers of the sell-car, service, notice, share and transport calls (spec section 7). Each
// reader is total: any JSON in gives the GraphQL shape out, or a ParseError when the payload cannot
// possibly answer the field (a sell-car result without a clue id, a share config without a signature).

import { normalizeMobile } from '../../domain/phone';
import { ParseError, ValidationError } from './errors';
import { id, int, isRecord, list, num, optStr, parseRoot, rec, safeUrl, str, strings, type JsonRecord } from './parse';

export interface OptionValue {
  value: string;
  label: string;
  parent: string | null;
}

/** A relative sell_car option list: body data [{ value, label }]. */
export function readOptions(body: unknown): OptionValue[] {
  return list(rec(body).data, (item) => {
    const row = rec(item);
    const value = optStr(row.value);
    if (!value) return null;
    return { value, label: optStr(row.label) ?? value, parent: optStr(row.parent) };
  });
}

export interface SellCarInputValue {
  name: string;
  phone: string;
  model: string;
  region: string;
  registrationYear: string;
  mileage: string;
  substationId: string;
  remark?: string | null;
}

/** The JSON body of POST /v1/sell_car; the key travels in the body and in the Idempotency-Key header. */
export function sellCarBody(input: SellCarInputValue, idempotencyKey: string): Record<string, unknown> {
  return {
    name: input.name.trim(),
    phone: normalizeMobile(input.phone),
    model: input.model,
    region: input.region,
    registration_year: input.registrationYear,
    mileage: input.mileage,
    substation_id: input.substationId,
    remark: input.remark?.trim() ?? '',
    idempotency_key: idempotencyKey,
  };
}

export function readSellCarResult(body: unknown): { clueId: string; contactWithinHours: number } {
  const data = rec(rec(body).data);
  const clueId = id(data.clue_id);
  if (!clueId) throw new ParseError('Unexpected response from sellCar', 'sellCar');
  const hours = int(data.contact_within_hours);
  return { clueId, contactWithinHours: hours !== null && hours > 0 ? hours : 24 };
}

export interface RepairPackageValue {
  id: string;
  name: string;
  price: number;
  originalPrice: number | null;
  items: string[];
  description: string | null;
}

export interface CustomerServiceValue {
  substationId: string | null;
  uid: string | null;
  packages: RepairPackageValue[];
}

export function readCustomerService(body: unknown): CustomerServiceValue {
  const data = rec(rec(body).data);
  return {
    substationId: id(data.substation_id),
    uid: optStr(data.uid),
    packages: list(data.packages, (item, index) => {
      const row = rec(item);
      const name = optStr(row.name);
      const price = int(row.price);
      if (!name || price === null || price < 0) return null;
      const original = int(row.original_price);
      return {
        id: id(row.id) ?? `package-${index}`,
        name,
        price,
        originalPrice: original !== null && original > price ? original : null,
        items: strings(row.items),
        description: optStr(row.description),
      };
    }),
  };
}

export const MISSING_SUBSTATION_MESSAGE = 'Error fetchConsultantWework(): No substation_id provided';

/** Spec section 5: the consultant lookup needs a substation id, or it fails before any request. */
export function requireSubstationId(substationId: string | null | undefined): string {
  const value = typeof substationId === 'string' ? substationId.trim() : '';
  if (!value) throw new ValidationError(MISSING_SUBSTATION_MESSAGE, 'consultantContact');
  return value;
}

export interface ConsultantContactValue {
  name: string;
  phone: string | null;
  wechat: string | null;
  avatar: string | null;
  qr: string | null;
}

/** GET /v1/customer_service?substation_id&uid reads data.data. */
export function readConsultantContact(body: unknown): ConsultantContactValue | null {
  const contact = rec(rec(rec(body).data).data);
  const name = optStr(contact.name);
  if (!name) return null;
  return {
    name,
    phone: optStr(contact.phone),
    wechat: optStr(contact.wechat),
    avatar: safeUrl(contact.avatar),
    qr: safeUrl(contact.qr),
  };
}

/** Notice ids are short codes; anything else is not asked for and reads as not found. */
export function isNoticeId(value: string): boolean {
  return /^[A-Za-z0-9_-]{1,40}$/.test(value);
}

export interface NoticeStepValue {
  title: string;
  done: boolean;
  at: string | null;
}

function readSteps(value: unknown): NoticeStepValue[] {
  return list(value, (item) => {
    const row = rec(item);
    const title = optStr(row.title);
    if (!title) return null;
    return { title, done: row.done === true || row.done === 1 || row.done === '1', at: optStr(row.at) };
  });
}

export interface DeliveryNoticeValue {
  id: string;
  customer: string | null;
  carTitle: string;
  plate: string | null;
  deliveryAt: string | null;
  substation: string | null;
  address: string | null;
  steps: NoticeStepValue[];
  documents: string[];
  notes: string | null;
}

export function readDeliveryNotice(body: unknown, requestedId: string): DeliveryNoticeValue | null {
  const data = rec(rec(body).data);
  if (!Object.keys(data).length) return null;
  return {
    id: id(data.id) ?? requestedId,
    customer: optStr(data.customer),
    carTitle: optStr(data.car_title) ?? '',
    plate: optStr(data.plate),
    deliveryAt: optStr(data.delivery_at),
    substation: optStr(data.substation),
    address: optStr(data.address),
    steps: readSteps(data.steps),
    documents: strings(data.documents),
    notes: optStr(data.notes),
  };
}

export interface ExamineNoticeValue {
  id: string;
  carTitle: string;
  appointmentAt: string | null;
  place: string | null;
  address: string | null;
  contact: string | null;
  phone: string | null;
  items: string[];
  notes: string | null;
}

export function readExamineNotice(body: unknown, requestedId: string): ExamineNoticeValue | null {
  const data = rec(rec(body).data);
  if (!Object.keys(data).length) return null;
  return {
    id: id(data.id) ?? requestedId,
    carTitle: optStr(data.car_title) ?? '',
    appointmentAt: optStr(data.appointment_at),
    place: optStr(data.place),
    address: optStr(data.address),
    contact: optStr(data.contact),
    phone: optStr(data.phone),
    items: strings(data.items),
    notes: optStr(data.notes),
  };
}

export interface ShareConfigValue {
  appId: string;
  timestamp: string;
  nonceStr: string;
  signature: string;
}

/** GET /v1/getJsSDK answers at the body root; without all four values wx.config cannot run. */
export function readShareConfig(body: unknown): ShareConfigValue {
  const root = parseRoot(body, 'jsSdk');
  const appId = optStr(root.appId);
  const timestamp = optStr(root.timestamp);
  const nonceStr = optStr(root.nonceStr);
  const signature = optStr(root.signature);
  if (!appId || !timestamp || !nonceStr || !signature) throw new ParseError('Unexpected response from jsSdk', 'jsSdk');
  return { appId, timestamp, nonceStr, signature };
}

export function carQuestionBody(input: {
  carId: string;
  question: string;
  phone?: string | null;
}): Record<string, unknown> {
  return { car_id: input.carId, question: input.question.trim(), phone: input.phone?.trim() ?? '' };
}

export function readCarQuestionResult(body: unknown): { ticketId: string } {
  const ticketId = id(rec(rec(body).data).ticket_id);
  if (!ticketId) throw new ParseError('Unexpected response from carQuestion', 'carQuestion');
  return { ticketId };
}

export interface GeoPointValue {
  lat: number;
  lng: number;
  at: string | null;
}

function readPoint(value: unknown): GeoPointValue | null {
  const row = rec(value);
  const lat = num(row.lat);
  const lng = num(row.lng);
  if (lat === null || lng === null || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng, at: optStr(row.at) };
}

function readProgress(value: unknown): number {
  const progress = num(value);
  if (progress === null) return 0;
  return Math.min(1, Math.max(0, progress));
}

const TRANSPORT_STATUSES = new Set(['pending', 'in_transit', 'arrived']);

export interface TransportStopValue {
  name: string;
  lat: number;
  lng: number;
  arrivedAt: string | null;
  departedAt: string | null;
}

export interface TransportTrackValue {
  waybillNo: string;
  carTitle: string;
  plate: string | null;
  status: string;
  origin: string;
  destination: string;
  eta: string | null;
  progress: number;
  points: GeoPointValue[];
  stops: TransportStopValue[];
  current: GeoPointValue | null;
}

/** The business API passed the body on even when it alerted; no usable data reads as null. */
export function readTransportTrack(body: unknown, requestedWaybill: string): TransportTrackValue | null {
  const data = rec(body).data;
  if (!isRecord(data) || !Object.keys(data).length) return null;
  const status = str(data.status);
  return {
    waybillNo: id(data.waybill_no) ?? requestedWaybill,
    carTitle: optStr(data.car_title) ?? '',
    plate: optStr(data.plate),
    status: TRANSPORT_STATUSES.has(status) ? status : 'in_transit',
    origin: optStr(data.origin) ?? '',
    destination: optStr(data.destination) ?? '',
    eta: optStr(data.eta),
    progress: readProgress(data.progress),
    points: list(data.points, readPoint),
    stops: list(data.stops, (item) => {
      const row: JsonRecord = rec(item);
      const name = optStr(row.name);
      const point = readPoint(row);
      if (!name || !point) return null;
      return {
        name,
        lat: point.lat,
        lng: point.lng,
        arrivedAt: optStr(row.arrived_at),
        departedAt: optStr(row.departed_at),
      };
    }),
    current: readPoint(data.current),
  };
}

export interface TransitVehicleValue {
  waybillNo: string;
  carTitle: string;
  plate: string | null;
  origin: string;
  destination: string;
  eta: string | null;
  progress: number;
  current: GeoPointValue | null;
}

export function readVehiclesInTransit(body: unknown): TransitVehicleValue[] {
  return list(rec(rec(body).data).vehicles, (item) => {
    const row = rec(item);
    const waybillNo = id(row.waybill_no);
    if (!waybillNo) return null;
    return {
      waybillNo,
      carTitle: optStr(row.car_title) ?? '',
      plate: optStr(row.plate),
      origin: optStr(row.origin) ?? '',
      destination: optStr(row.destination) ?? '',
      eta: optStr(row.eta),
      progress: readProgress(row.progress),
      current: readPoint(row.current),
    };
  });
}
