// Readers of the report payloads (standard car reports, the inspection suite, purchase and hunt).
// Each is total: any JSON in, a value of the GraphQL shape out (missing or odd fields become empty
// values). The REST shapes are written in schema.graphql's descriptions.

import { bool, id, int, isRecord, list, num, optStr, rec, safeUrl, str, strings, type JsonRecord } from './parse';

export type CheckResultValue = 'PASS' | 'ATTENTION' | 'FAIL';
export type ConsumableStateValue = 'REPLACED' | 'OK' | 'DUE';
export type FlawKindValue = 'SCRATCH' | 'DENT' | 'PAINT' | 'REPLACED' | 'CRACK' | 'RUST' | 'OTHER';

/** Parent of InspectionRef: the car resolver returns just the two ids; this module resolves the rest. */
export interface InspectionRefParent {
  reportId: string;
  business: string;
}

/** Parent of Hunt: the store's fields, with the raw car listings kept for Hunt.cars. */
export interface HuntParent {
  id: string;
  orderNo: string;
  registrationDate: string | null;
  title: string;
  src: string | null;
  rawCars: unknown[];
  consumables: Consumable[];
  chassis: ChassisSection[];
}

export function checkResult(value: unknown): CheckResultValue {
  const text = str(value).trim().toLowerCase();
  if (text === 'fail' || text === 'failed' || text === 'bad') return 'FAIL';
  if (text === 'attention' || text === 'warn' || text === 'warning') return 'ATTENTION';
  return 'PASS';
}

/** A result the server did not state clearly never reads as a pass on a safety list. */
export function strictCheckResult(value: unknown): CheckResultValue {
  const text = str(value).trim().toLowerCase();
  if (text === 'pass' || text === 'ok' || text === 'passed') return 'PASS';
  return checkResult(value) === 'FAIL' ? 'FAIL' : 'ATTENTION';
}

// ---------------------------------------------------------------------------------------------
// Standard car reports
// ---------------------------------------------------------------------------------------------

export interface Attachment {
  name: string;
  count: number;
  present: boolean;
  isNew: boolean;
  image: string | null;
}

export function readAttachments(data: unknown): Attachment[] {
  return list(data, (item) => {
    const r = rec(item);
    const name = optStr(r.name);
    if (!name) return null;
    return {
      name,
      count: Math.max(0, int(r.count) ?? 0),
      present: bool(r.present),
      isNew: bool(r.is_new),
      image: safeUrl(r.image),
    };
  });
}

export interface AppraiseItem {
  name: string;
  result: CheckResultValue;
  remark: string | null;
}

function readAppraiseItems(value: unknown): AppraiseItem[] {
  return list(value, (item) => {
    const r = rec(item);
    const name = optStr(r.name);
    if (!name) return null;
    return { name, result: checkResult(r.result), remark: optStr(r.remark) };
  });
}

export interface AppraiseReport {
  appraiser: string | null;
  appraisedAt: string | null;
  grade: string | null;
  score: number | null;
  summary: string | null;
  items: AppraiseItem[];
}

function score(value: unknown): number | null {
  const n = int(value);
  return n === null ? null : Math.min(100, Math.max(0, n));
}

export function readAppraiseReport(data: unknown): AppraiseReport | null {
  if (!isRecord(data)) return null;
  const report: AppraiseReport = {
    appraiser: optStr(data.appraiser),
    appraisedAt: optStr(data.appraised_at),
    grade: optStr(data.grade),
    score: score(data.score),
    summary: optStr(data.summary),
    items: readAppraiseItems(data.items),
  };
  const empty = !report.grade && report.score === null && !report.summary && report.items.length === 0;
  return empty ? null : report;
}

export interface CarImage {
  url: string;
  caption: string | null;
}

function images(value: unknown): CarImage[] {
  return list(value, (item) => {
    if (typeof item === 'string') {
      const url = safeUrl(item);
      return url ? { url, caption: null } : null;
    }
    const r = rec(item);
    const url = safeUrl(r.img ?? r.url);
    return url ? { url, caption: optStr(r.caption) } : null;
  });
}

const REPAIR_ACTIONS = new Set(['replace', 'repair', 'paint', 'clean']);

export interface RepairItem {
  part: string;
  action: string;
  date: string | null;
  cost: number | null;
  images: CarImage[];
}

export function readRepairList(data: unknown): RepairItem[] {
  return list(data, (item) => {
    const r = rec(item);
    const part = optStr(r.part);
    if (!part) return null;
    const action = str(r.action).trim().toLowerCase();
    const cost = int(r.cost);
    return {
      part,
      action: REPAIR_ACTIONS.has(action) ? action : 'repair',
      date: optStr(r.date),
      cost: cost === null || cost < 0 ? null : cost,
      images: images(r.images),
    };
  });
}

export interface Consumable {
  name: string;
  state: ConsumableStateValue;
  replacedAt: string | null;
  mileageAtKm: number | null;
  nextDueKm: number | null;
}

export function readConsumables(data: unknown): Consumable[] {
  return list(data, (item) => {
    const r = rec(item);
    const name = optStr(r.name);
    if (!name) return null;
    const state = str(r.state).trim().toLowerCase();
    return {
      name,
      state: state === 'replaced' ? 'REPLACED' : state === 'due' ? 'DUE' : 'OK',
      replacedAt: optStr(r.replaced_at),
      mileageAtKm: int(r.mileage_at),
      nextDueKm: int(r.next_due_km),
    };
  });
}

export interface Video {
  url: string;
  poster: string | null;
  durationSeconds: number | null;
}

function video(value: unknown): Video | null {
  const r = rec(value);
  const url = safeUrl(r.url);
  if (!url) return null;
  return { url, poster: safeUrl(r.poster), durationSeconds: int(r.duration) };
}

export interface DisplayVideos {
  interior: Video | null;
  exterior: Video | null;
  walkAround: Video | null;
}

export function readDisplayVideos(data: unknown): DisplayVideos | null {
  if (!isRecord(data)) return null;
  const internalExternal = rec(data.internal_external);
  const videos: DisplayVideos = {
    interior: video(data.internal ?? internalExternal.internal),
    exterior: video(data.external ?? internalExternal.external),
    walkAround: video(data.walk_around),
  };
  return videos.interior || videos.exterior || videos.walkAround ? videos : null;
}

export interface ConfigurationSection {
  section: string;
  items: { name: string; value: string | null; configured: boolean }[];
}

export function readConfigurationChecklist(data: unknown): ConfigurationSection[] {
  return list(data, (item) => {
    const r = rec(item);
    const section = optStr(r.section);
    if (!section) return null;
    const items = list(r.items, (entry) => {
      const e = rec(entry);
      const name = optStr(e.name);
      return name ? { name, value: optStr(e.value), configured: bool(e.configured) } : null;
    });
    return items.length ? { section, items } : null;
  });
}

export interface Benchmark {
  position: string;
  marketLow: number | null;
  marketHigh: number | null;
  cars: {
    title: string;
    price: number;
    mileageKm: number | null;
    registrationDate: string | null;
    city: string | null;
    source: string | null;
  }[];
}

const POSITIONS = new Set(['below', 'fair', 'above']);

export function readBenchmark(data: unknown): Benchmark | null {
  if (!isRecord(data)) return null;
  const position = str(data.position).trim().toLowerCase();
  const cars = list(data.cars, (item) => {
    const r = rec(item);
    const title = optStr(r.title);
    const price = int(r.price);
    if (!title || price === null || price <= 0) return null;
    return {
      title,
      price,
      mileageKm: int(r.mileage),
      registrationDate: optStr(r.registration_date),
      city: optStr(r.city),
      source: optStr(r.source),
    };
  });
  const marketLow = int(data.market_low);
  const marketHigh = int(data.market_high);
  if (!POSITIONS.has(position) && cars.length === 0 && marketLow === null && marketHigh === null) return null;
  return { position: POSITIONS.has(position) ? position : 'unknown', marketLow, marketHigh, cars };
}

// ---------------------------------------------------------------------------------------------
// Inspection
// ---------------------------------------------------------------------------------------------

export interface MajorDispositions {
  majorAccident: boolean;
  flood: boolean;
  fire: boolean;
  notes: string | null;
}

export function readDispositions(value: unknown): MajorDispositions | null {
  if (!isRecord(value)) return null;
  const known = ['major_accident', 'accident', 'flood', 'fire'].some((key) => key in value);
  if (!known) return null;
  return {
    majorAccident: bool(value.major_accident ?? value.accident),
    flood: bool(value.flood),
    fire: bool(value.fire),
    notes: optStr(value.notes),
  };
}

export interface MaintenanceRecord {
  date: string;
  mileageKm: number | null;
  content: string;
  shop: string | null;
  kind: string | null;
}

export function readMaintenanceRecords(value: unknown): MaintenanceRecord[] {
  return list(value, (item) => {
    const r = rec(item);
    const date = optStr(r.date);
    const content = optStr(r.content);
    if (!date || !content) return null;
    const kind = str(r.kind).trim().toLowerCase();
    return {
      date,
      mileageKm: int(r.mileage),
      content,
      shop: optStr(r.shop),
      kind: kind === 'maintenance' || kind === 'repair' || kind === 'claim' ? kind : null,
    };
  });
}

export interface InspectionSectionSummary {
  key: string;
  name: string;
  pass: number;
  attention: number;
  fail: number;
}

export interface InspectionReport {
  reportId: string;
  business: string;
  carTitle: string;
  vin: string | null;
  plate: string | null;
  registrationDate: string | null;
  mileageKm: number | null;
  color: string | null;
  inspector: string | null;
  inspectedAt: string | null;
  grade: string | null;
  score: number | null;
  summary: string | null;
  sections: InspectionSectionSummary[];
  accident: MajorDispositions | null;
  maintenanceRecords: MaintenanceRecord[];
}

const count = (value: unknown) => Math.max(0, int(value) ?? 0);

export function readInspectionReport(body: unknown, reportId: string, business: string): InspectionReport | null {
  if (!isRecord(body)) return null;
  const car = rec(body.car);
  const sections = list(body.sections, (item) => {
    const r = rec(item);
    const name = optStr(r.name);
    if (!name) return null;
    return {
      key: sectionKey(name) ?? optStr(r.key) ?? name,
      name,
      pass: count(r.pass),
      attention: count(r.attention),
      fail: count(r.fail),
    };
  });
  const title = optStr(car.title);
  if (!title && sections.length === 0 && !optStr(body.summary)) return null;
  return {
    reportId: id(body.report_id) ?? reportId,
    business: optStr(body.business) ?? business,
    carTitle: title ?? '',
    vin: optStr(car.vin),
    plate: optStr(car.plate),
    registrationDate: optStr(car.registration_date),
    mileageKm: int(car.mileage),
    color: optStr(car.color),
    inspector: optStr(body.inspector),
    inspectedAt: optStr(body.inspected_at),
    grade: optStr(body.grade),
    score: score(body.score),
    summary: optStr(body.summary),
    sections,
    accident: readDispositions(body.accident),
    maintenanceRecords: readMaintenanceRecords(body.maintenance_records),
  };
}

const FLAW_KINDS: Record<string, FlawKindValue> = {
  scratch: 'SCRATCH',
  dent: 'DENT',
  paint: 'PAINT',
  replaced: 'REPLACED',
  crack: 'CRACK',
  rust: 'RUST',
};

export interface Flaw {
  id: string;
  zone: string;
  x: number;
  y: number;
  kind: FlawKindValue;
  severity: number;
  description: string;
  photo: string | null;
}

export function readFlaws(body: unknown): Flaw[] {
  return list(rec(body).flaws, (item, index) => {
    const r = rec(item);
    const description = optStr(r.description);
    if (!description) return null;
    const x = num(r.x);
    const y = num(r.y);
    return {
      id: id(r.id) ?? `flaw-${index + 1}`,
      zone: str(r.zone).trim(),
      // Coordinates are clamped when placed on the outline; NaN-free here so GraphQL Float accepts them.
      x: x ?? -1,
      y: y ?? -1,
      kind: FLAW_KINDS[str(r.kind).trim().toLowerCase()] ?? 'OTHER',
      severity: Math.min(3, Math.max(1, int(r.severity) ?? 1)),
      description,
      photo: safeUrl(r.photo),
    };
  });
}

export function readInspectionAppraise(body: unknown): AppraiseReport | null {
  if (!isRecord(body)) return null;
  const grade = optStr(body.grade);
  const items = readAppraiseItems(body.items);
  const summary = optStr(body.summary);
  const s = score(body.score);
  if (!grade && !summary && s === null && items.length === 0) return null;
  return { appraiser: null, appraisedAt: null, grade, score: s, summary, items };
}

/** The category keys of check-point sections (docs/decisions/040-reports.md lists them). */
export const SECTION_KEYS: Record<string, string> = {
  外观: 'exterior',
  内饰: 'interior',
  发动机舱: 'engine',
  底盘: 'chassis',
  电气: 'electrical',
  路试: 'road-test',
  事故排查: 'accident',
  泡水排查: 'flood',
  火烧排查: 'fire',
};

export function sectionKey(name: string): string | null {
  return SECTION_KEYS[name.trim()] ?? null;
}

export interface CheckPoint {
  id: string;
  name: string;
  result: CheckResultValue;
  remark: string | null;
}

export interface CheckPointSection {
  id: string;
  key: string | null;
  name: string;
  items: CheckPoint[];
  pass: number;
  attention: number;
  fail: number;
}

export function readCheckPoints(body: unknown): CheckPointSection[] {
  return list(rec(body).sections, (item, sectionIndex) => {
    const r = rec(item);
    const name = optStr(r.name);
    if (!name) return null;
    const items = list(r.items, (entry, index) => {
      const e = rec(entry);
      const itemName = optStr(e.name);
      if (!itemName) return null;
      return {
        id: id(e.id) ?? `${sectionIndex + 1}-${index + 1}`,
        name: itemName,
        result: strictCheckResult(e.result),
        remark: optStr(e.remark),
      };
    });
    const tally = (result: CheckResultValue) => items.filter((point) => point.result === result).length;
    return {
      id: id(r.id) ?? `section-${sectionIndex + 1}`,
      key: sectionKey(name),
      name,
      items,
      pass: tally('PASS'),
      attention: tally('ATTENTION'),
      fail: tally('FAIL'),
    };
  });
}

export interface CheckPointDetail extends CheckPoint {
  standard: string | null;
  photos: string[];
}

export function readCheckPointDetail(body: unknown): CheckPointDetail | null {
  if (!isRecord(body)) return null;
  const pointId = id(body.id);
  const name = optStr(body.name);
  if (!pointId || !name) return null;
  return {
    id: pointId,
    name,
    result: strictCheckResult(body.result),
    remark: optStr(body.remark),
    standard: optStr(body.standard),
    photos: list(body.photos, (photo) => safeUrl(photo)),
  };
}

export interface ForestallReport {
  reportId: string;
  opensAt: string | null;
  summary: string | null;
  grade: string | null;
  highlights: string[];
}

/** Null unless the body is the early-access report of the report asked for. */
export function readForestall(body: unknown, requestedId: string): ForestallReport | null {
  if (!isRecord(body)) return null;
  const reportId = id(body.report_id);
  if (!reportId || reportId !== requestedId) return null;
  return {
    reportId,
    opensAt: optStr(body.opens_at),
    summary: optStr(body.summary),
    grade: optStr(body.grade),
    highlights: strings(body.highlights),
  };
}

// ---------------------------------------------------------------------------------------------
// Purchase report and hunt
// ---------------------------------------------------------------------------------------------

export interface PurchaseReport {
  uuid: string;
  title: string;
  vin: string | null;
  registrationDate: string | null;
  mileageKm: number | null;
  purchasedAt: string | null;
  purchasePrice: number | null;
  sellerType: string | null;
  valuationLow: number | null;
  valuationHigh: number | null;
  summary: string | null;
  documents: { name: string; present: boolean }[];
}

export function readPurchaseReport(data: unknown, uuid: string): PurchaseReport | null {
  if (!isRecord(data)) return null;
  const title = optStr(data.title);
  if (!title) return null;
  let valuationLow = int(data.valuation_low);
  let valuationHigh = int(data.valuation_high);
  if (valuationLow !== null && valuationHigh !== null && valuationLow > valuationHigh) {
    [valuationLow, valuationHigh] = [valuationHigh, valuationLow];
  }
  return {
    uuid: id(data.uuid) ?? uuid,
    title,
    vin: optStr(data.vin),
    registrationDate: optStr(data.registration_date),
    mileageKm: int(data.mileage),
    purchasedAt: optStr(data.purchased_at),
    purchasePrice: int(data.purchase_price),
    sellerType: optStr(data.seller_type),
    valuationLow,
    valuationHigh,
    summary: optStr(data.summary),
    documents: list(data.documents, (item) => {
      const r = rec(item);
      const name = optStr(r.name);
      return name ? { name, present: bool(r.present) } : null;
    }),
  };
}

export interface ChassisSection {
  section: string;
  description: string | null;
  images: CarImage[];
}

export function readChassis(value: unknown): ChassisSection[] {
  return list(value, (item) => {
    const r = rec(item);
    const section = optStr(r.section);
    if (!section) return null;
    const description = optStr(r.desc ?? r.description);
    const sectionImages = images(r.images);
    return description || sectionImages.length ? { section, description, images: sectionImages } : null;
  });
}

export function readHunt(data: unknown, huntId: string): HuntParent | null {
  if (!isRecord(data)) return null;
  const orderNo = optStr(data.order_no);
  if (!orderNo) return null;
  const detail: JsonRecord = rec(data.detail);
  return {
    id: huntId,
    orderNo,
    registrationDate: optStr(data.registration_date),
    title: optStr(data.title) ?? '',
    src: optStr(data.src),
    rawCars: Array.isArray(data.cars) ? data.cars : [],
    consumables: readConsumables(detail.consumables),
    chassis: readChassis(detail.chassis),
  };
}
