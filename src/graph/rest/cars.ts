// Cars, listings and filter options: the REST calls and total readers that turn their payloads into
// the normalized parents of the Car, CarListing and filter-option types (codegen maps `<Type>Parent`).

import type { GraphContext } from '../context';
import type { ImageCategories } from '../../domain/car-images';
import { flagKindOf, type CarFlag } from '../../domain/car-flags';
import { NOT_ON_SALE_LABELS } from '../../domain/car-status';
import type { EquipmentSection } from '../../domain/equipment';
import { HttpStatusError } from './errors';
import { readMileageReport, type MileageReport } from './mileage';
import type { Params } from './http';
import { bool, id, int, isRecord, list, num, optStr, rec, safeUrl, str, strings, type JsonRecord } from './parse';

// ---------------------------------------------------------------------------------------------
// Shapes
// ---------------------------------------------------------------------------------------------

export type CarCategoryValue = 'PREMIUM' | 'DISCOUNT';
export type CarSortValue = 'DEFAULT' | 'PRICE_ASC' | 'PRICE_DESC' | 'MILEAGE_ASC' | 'AGE_ASC' | 'NEWEST';

export interface ImageValue {
  url: string;
  caption: string | null;
}

export interface FinanceValue {
  downPayment: number | null;
  monthly: number | null;
  termMonths: number | null;
  annualRate: number | null;
}

export interface PriceValue {
  current: number | null;
  original: number | null;
  reduce: number | null;
  real: number | null;
  maintenanceCosts: number | null;
  finance: FinanceValue | null;
}

export interface PersonValue {
  id: string | null;
  name: string;
  avatar: string | null;
  phone: string | null;
  title: string | null;
}

export interface MetaValue {
  key: string;
  label: string;
  value: string;
}

export interface VideoValue {
  url: string;
  poster: string | null;
  durationSeconds: number | null;
}

export interface ChassisValue {
  section: string;
  description: string | null;
  images: ImageValue[];
}

export interface CarListingParent {
  id: string;
  title: string;
  cover: string | null;
  registrationDate: string | null;
  mileageKm: number | null;
  city: string | null;
  price: PriceValue | null;
  tags: string[];
  statusLabel: string;
  category: CarCategoryValue | null;
  isWholesale: boolean;
  listedAt: string | null;
  inspection: { reportId: string; business: string } | null;
  /** What the dealer says is still open about the car (REST open_flags; src/domain/car-flags.ts). */
  openFlags: CarFlag[];
}

export interface CarPageValue {
  items: CarListingParent[];
  total: number;
  page: number;
  pageSize: number;
  hasMore: boolean;
}

export interface CarParent {
  id: string;
  title: string;
  category: CarCategoryValue | null;
  type: string | null;
  brand: string | null;
  series: string | null;
  registrationDate: string | null;
  mileageKm: number | null;
  city: string | null;
  province: string | null;
  color: string | null;
  gearbox: string | null;
  displacement: string | null;
  transfers: number | null;
  statusLabel: string;
  tags: string[];
  price: PriceValue | null;
  /** Meta as the server sent it; the resolver adds the road-test engineer. */
  baseMeta: MetaValue[];
  roadEngineer: PersonValue | null;
  serviceProvider: string | null;
  keysCount: number | null;
  isWholesale: boolean;
  isMotorcycle: boolean;
  notes: { text: string; images: ImageValue[] }[];
  video: VideoValue | null;
  panorama: { frames: string[]; cover: string | null } | null;
  displayVideos: { interior: VideoValue | null; exterior: VideoValue | null; walkAround: VideoValue | null } | null;
  mileageReportStatus: string | null;
  mileageReport: MileageReport | null;
  maintenanceRecords: {
    date: string;
    mileageKm: number | null;
    content: string;
    shop: string | null;
    kind: string | null;
  }[];
  configurationChecks: { name: string; result: CheckResultValue; remark: string | null }[];
  suppliesStatus: string | null;
  outRepairList: { item: string; date: string | null; cost: number | null }[];
  chassis: ChassisValue[];
  chassisImportantScrew: ChassisValue[];
  majorDispositions: { majorAccident: boolean; flood: boolean; fire: boolean; notes: string | null } | null;
  attachmentList: { name: string; count: number; present: boolean; isNew: boolean; image: string | null }[];
  hasAttachmentList: boolean;
  hasNewAttachmentList: boolean;
  hasRepairList: boolean;
  hasConsumablesList: boolean;
  newEnergy: {
    isNewEnergy: boolean;
    isReplacingBattery: boolean;
    isRentingBattery: boolean;
    threeElectricWarrantyInfo: string | null;
  };
  consultant: {
    id: string;
    uid: string | null;
    name: string;
    avatar: string | null;
    phone: string | null;
    wechatQr: string | null;
    title: string | null;
    substationId: string | null;
    substationName: string | null;
  } | null;
  warrantyContract: { name: string; months: number | null; mileageKm: number | null; url: string | null } | null;
  loanOfficer: PersonValue | null;
  keyBoxId: string | null;
  companyAccountName: string | null;
  substationId: string | null;
  substationName: string | null;
  inspection: { reportId: string; business: string } | null;
  moduleId: string | null;
  oemUuid: string | null;
  images: ImageCategories<ImageValue>;
  openFlags: CarFlag[];
}

export type CheckResultValue = 'PASS' | 'ATTENTION' | 'FAIL';

export interface BrandValue {
  id: string;
  name: string;
  initial: string;
  logo: string | null;
}

export interface OptionValue {
  value: string;
  label: string;
  parent: string | null;
}

export interface GoodsValue {
  id: string;
  title: string;
  price: number | null;
  image: string | null;
  url: string | null;
}

// ---------------------------------------------------------------------------------------------
// Readers
// ---------------------------------------------------------------------------------------------

export function readCategory(value: unknown): CarCategoryValue | null {
  const text = str(value).trim().toLowerCase();
  if (text === 'premium') return 'PREMIUM';
  if (text === 'discount') return 'DISCOUNT';
  return null;
}

export function readImage(value: unknown): ImageValue | null {
  if (typeof value === 'string') {
    const url = safeUrl(value);
    return url ? { url, caption: null } : null;
  }
  const item = rec(value);
  const url = safeUrl(item.img ?? item.url);
  return url ? { url, caption: optStr(item.caption) } : null;
}

function images(value: unknown): ImageValue[] {
  return list(value, readImage);
}

export function readFinance(value: unknown): FinanceValue | null {
  if (!isRecord(value)) return null;
  return {
    downPayment: int(value.down_payment),
    monthly: int(value.monthly),
    termMonths: int(value.term_months),
    annualRate: num(value.annual_rate),
  };
}

export function readPrice(value: unknown): PriceValue | null {
  if (!isRecord(value)) return null;
  return {
    current: int(value.current),
    original: int(value.original),
    reduce: int(value.reduce),
    real: int(value.real),
    maintenanceCosts: int(value.maintenance_costs),
    finance: readFinance(value.finance),
  };
}

export function readPerson(value: unknown): PersonValue | null {
  if (typeof value === 'string') {
    const name = optStr(value);
    return name ? { id: null, name, avatar: null, phone: null, title: null } : null;
  }
  const item = rec(value);
  const name = optStr(item.name);
  if (!name) return null;
  return { id: id(item.id), name, avatar: safeUrl(item.avatar), phone: optStr(item.phone), title: optStr(item.title) };
}

export function readVideo(value: unknown): VideoValue | null {
  const item = rec(value);
  const url = safeUrl(item.url);
  if (!url) return null;
  return { url, poster: safeUrl(item.poster), durationSeconds: int(item.duration) };
}

export function readChassisSection(value: unknown): ChassisValue | null {
  const item = rec(value);
  const section = optStr(item.section);
  if (!section) return null;
  return { section, description: optStr(item.desc ?? item.description), images: images(item.images) };
}

function readCheckResult(value: unknown): CheckResultValue {
  const text = str(value).toLowerCase();
  if (text === 'fail') return 'FAIL';
  if (text === 'attention') return 'ATTENTION';
  return 'PASS';
}

/** The record's mileage_report, read like the report endpoint's; one that says nothing is no report. */
function readCarMileageReport(value: unknown): MileageReport | null {
  const report = readMileageReport(value);
  return report && (report.readings.length > 0 || report.conclusion || report.verdict !== 'unknown') ? report : null;
}

function readMeta(value: unknown): MetaValue[] {
  return list(value, (item) => {
    const entry = rec(item);
    const key = optStr(entry.key);
    const label = optStr(entry.label);
    const text = optStr(entry.value);
    return key && label && text ? { key, label, value: text } : null;
  });
}

export function readImageCategories(value: unknown): ImageCategories<ImageValue> {
  const all = rec(value);
  return {
    cover: images(all.cover),
    facade: images(all.facade),
    interiorDecoration: images(all.interior_decoration),
    seats: images(all.seats),
    attachment: images(all.attachment),
    engineRoom: images(all.engine_room),
    other: images(all.other),
    flaw: images(all.flaw),
    noteWithImages: images(all.note_with_images),
  };
}

function readInspectionRef(item: JsonRecord): { reportId: string; business: string } | null {
  const reportId = id(item.report_id);
  const business = optStr(item.business);
  return reportId && business ? { reportId, business } : null;
}

/**
 * REST open_flags (the car record and the list card): [{ kind, part, note }]. Absent or null: nothing is
 * open. Nothing here is dropped: an entry of a kind this app does not know, or one it cannot read (no
 * kind, not an object), is an UNKNOWN flag (shown as "to be checked"), and so is a value that is there
 * but not a list. A flag the server raised never disappears on its way to the screen.
 */
export function readOpenFlags(value: unknown): CarFlag[] {
  if (value === undefined || value === null) return [];
  const entries: unknown[] = Array.isArray(value) ? value : [value];
  return entries.map((entry): CarFlag => {
    if (typeof entry === 'string') return { kind: flagKindOf(entry), part: null, note: null };
    const item = rec(entry);
    return { kind: flagKindOf(item.kind), part: optStr(item.part), note: optStr(item.note) };
  });
}

/** A list item of GET /v1/cars (also GET /v1/likes data.cars[] and hunt cars[]). */
export function readCarListing(value: unknown): CarListingParent | null {
  const item = rec(value);
  const carId = id(item.id);
  if (!carId) return null;
  const cover = isRecord(item.cover) ? (readImage(item.cover)?.url ?? null) : safeUrl(item.cover);
  return {
    id: carId,
    title: str(item.title).trim() || carId,
    cover,
    registrationDate: optStr(item.registration_date),
    mileageKm: int(item.mileage),
    city: optStr(item.city),
    price: readPrice(item.price),
    tags: strings(item.tags),
    statusLabel: str(item.release_status).trim(),
    category: readCategory(item.category),
    isWholesale: bool(item.is_wholesale),
    listedAt: optStr(item.created_at),
    inspection: readInspectionRef(item),
    openFlags: readOpenFlags(item.open_flags),
  };
}

export function readCarPage(body: unknown, page: number, pageSize: number): CarPageValue {
  const data = rec(rec(body).data);
  const items = list(data.list, readCarListing);
  const total = Math.max(int(data.total) ?? items.length, 0);
  const currentPage = int(data.page) ?? page;
  const size = int(data.page_size) ?? pageSize;
  return { items, total, page: currentPage, pageSize: size, hasMore: currentPage * size < total && items.length > 0 };
}

/** What the car page's first screen shows of a car (its head): the early paint reads this much. */
export type CarHeadParent = Pick<
  CarParent,
  'id' | 'title' | 'statusLabel' | 'tags' | 'price' | 'isMotorcycle' | 'newEnergy' | 'images'
>;

/** The head of GET /v1/car/{id} data (readCar reads the rest); null for an answer without a record. */
export function readCarHead(body: unknown, requestedId: string): CarHeadParent | null {
  const root = rec(body);
  if (!isRecord(root.data)) return null;
  const data = root.data;
  const car: JsonRecord = rec(data.car);
  const carId = id(data.id) ?? id(car.id) ?? requestedId;
  return {
    id: carId,
    title: str(data.title).trim() || str(car.title).trim() || carId,
    statusLabel: str(car.release_status).trim(),
    tags: strings(car.tags),
    price: readPrice(car.price),
    isMotorcycle: bool(car.is_motorcycle),
    newEnergy: {
      isNewEnergy: bool(car.new_energy),
      isReplacingBattery: bool(car.is_replacing_battery),
      isRentingBattery: bool(car.is_renting_battery),
      threeElectricWarrantyInfo: optStr(car.three_electric_warranty_info),
    },
    images: readImageCategories(data.images),
  };
}

/** GET /v1/car/{id} data; `requestedId` stands in when the record lacks its own id. */
export function readCar(body: unknown, requestedId: string): CarParent | null {
  const head = readCarHead(body, requestedId);
  if (!head) return null;
  const data = rec(rec(body).data);
  const car: JsonRecord = rec(data.car);
  // One reader per section of the car page (and the fragment beside its component, src/screens/car):
  // a new field is read where its section is.
  return {
    ...head,
    ...readCarFacts(car, head.isMotorcycle),
    ...readCarNotes(car),
    ...readCarMedia(car),
    ...readCarReports(car),
    ...readCarCondition(car),
    ...readCarConsultant(data),
    ...readCarServices(data, car),
    ...readCarLinks(car),
  };
}

type CarPart<K extends keyof CarParent> = Pick<CarParent, K>;

/** The car's identity, key facts, detail entries and open flags (the summary and the condition table). */
function readCarFacts(
  car: JsonRecord,
  isMotorcycle: boolean,
): CarPart<
  | 'category'
  | 'type'
  | 'brand'
  | 'series'
  | 'registrationDate'
  | 'mileageKm'
  | 'city'
  | 'province'
  | 'color'
  | 'gearbox'
  | 'displacement'
  | 'transfers'
  | 'baseMeta'
  | 'roadEngineer'
  | 'isWholesale'
  | 'openFlags'
> {
  return {
    category: readCategory(car.category),
    type: optStr(car.type) ?? (isMotorcycle ? 'motorcycle' : null),
    brand: optStr(car.brand),
    series: optStr(car.series),
    registrationDate: optStr(car.registration_date),
    mileageKm: int(car.mileage),
    city: optStr(car.city),
    province: optStr(car.province),
    color: optStr(car.color),
    gearbox: optStr(car.gearbox),
    displacement: optStr(car.displacement),
    transfers: int(car.transfers),
    baseMeta: readMeta(car.meta),
    roadEngineer: readPerson(car.road_engineer),
    isWholesale: bool(car.is_wholesale),
    openFlags: readOpenFlags(car.open_flags),
  };
}

/** The seller's notes (the notes section). */
function readCarNotes(car: JsonRecord): CarPart<'notes'> {
  return {
    notes: list(car.notes, (note) => {
      const entry = rec(note);
      const text = str(entry.text).trim();
      const noteImages = images(entry.images);
      return text || noteImages.length ? { text, images: noteImages } : null;
    }),
  };
}

/** The video, the 360° view and the display videos (the media section and the video pages). */
function readCarMedia(car: JsonRecord): CarPart<'video' | 'panorama' | 'displayVideos'> {
  const videos = rec(car.vehicle_display_video);
  const internalExternal = rec(videos.internal_external);
  const panorama = rec(car.panorama);
  const frames = list(panorama.frames, (frame) => safeUrl(frame));
  return {
    video: readVideo(car.video),
    panorama: frames.length ? { frames, cover: safeUrl(panorama.cover) ?? frames[0] ?? null } : null,
    displayVideos: isRecord(car.vehicle_display_video)
      ? {
          interior: readVideo(internalExternal.internal),
          exterior: readVideo(internalExternal.external),
          walkAround: readVideo(videos.walk_around),
        }
      : null,
  };
}

/** What the report entries link to: the inspection, mileage, preparation, accessory and chassis reports. */
function readCarReports(
  car: JsonRecord,
): CarPart<
  | 'mileageReportStatus'
  | 'mileageReport'
  | 'maintenanceRecords'
  | 'configurationChecks'
  | 'suppliesStatus'
  | 'chassis'
  | 'chassisImportantScrew'
  | 'attachmentList'
  | 'hasAttachmentList'
  | 'hasNewAttachmentList'
  | 'hasRepairList'
  | 'hasConsumablesList'
  | 'inspection'
> {
  return {
    mileageReportStatus: optStr(car.mileage_report_status),
    mileageReport: readCarMileageReport(car.mileage_report),
    maintenanceRecords: list(car.maintenance_records, (record) => {
      const entry = rec(record);
      const date = optStr(entry.date);
      const content = optStr(entry.content);
      return date && content
        ? { date, mileageKm: int(entry.mileage), content, shop: optStr(entry.shop), kind: optStr(entry.kind) }
        : null;
    }),
    configurationChecks: list(car.configuration_checks, (check) => {
      const entry = rec(check);
      const name = optStr(entry.name);
      return name ? { name, result: readCheckResult(entry.result), remark: optStr(entry.remark) } : null;
    }),
    suppliesStatus: optStr(car.supplies_status),
    chassis: list(car.chassis, readChassisSection),
    chassisImportantScrew: list(car.chassis_important_screw, readChassisSection),
    attachmentList: list(car.attachment_list, readAttachment),
    hasAttachmentList: bool(car.has_attachment_list),
    hasNewAttachmentList: bool(car.has_new_attachment_list),
    hasRepairList: bool(car.has_repair_list),
    hasConsumablesList: bool(car.has_consumables_list),
    inspection: readInspectionRef(car),
  };
}

/** The major checks and the outside repairs (the condition section). */
function readCarCondition(car: JsonRecord): CarPart<'majorDispositions' | 'outRepairList'> {
  const dispositions = car.major_dispositions;
  return {
    majorDispositions: isRecord(dispositions)
      ? {
          majorAccident: bool(dispositions.accident),
          flood: bool(dispositions.flood),
          fire: bool(dispositions.fire),
          notes: optStr(dispositions.notes),
        }
      : null,
    outRepairList: list(car.out_repair_list, (repair) => {
      const entry = rec(repair);
      const item = optStr(entry.item);
      return item ? { item, date: optStr(entry.date), cost: int(entry.cost) } : null;
    }),
  };
}

/** Who sells the car (the consultant card and the action bar): data.consult, none without a name. */
function readCarConsultant(data: JsonRecord): CarPart<'consultant'> {
  const consult = rec(data.consult);
  const name = optStr(consult.name);
  return {
    consultant: name
      ? {
          id: id(consult.id) ?? id(consult.uid) ?? name,
          uid: optStr(consult.uid),
          name,
          avatar: safeUrl(consult.avatar),
          phone: optStr(consult.phone),
          wechatQr: safeUrl(consult.wechat_qr),
          title: optStr(consult.title),
          substationId: id(consult.substation_id),
          substationName: optStr(consult.substation_name),
        }
      : null,
  };
}

/** The services section: provider, warranty, substation, key box and account; the loan officer. */
function readCarServices(
  data: JsonRecord,
  car: JsonRecord,
): CarPart<
  | 'serviceProvider'
  | 'keysCount'
  | 'warrantyContract'
  | 'loanOfficer'
  | 'keyBoxId'
  | 'companyAccountName'
  | 'substationId'
  | 'substationName'
> {
  const warranty = rec(data.warranty_contract);
  const warrantyName = optStr(warranty.name);
  return {
    serviceProvider: optStr(car.service_provider),
    keysCount: int(car.keys_count),
    warrantyContract: warrantyName
      ? {
          name: warrantyName,
          months: int(warranty.months),
          mileageKm: int(warranty.mileage),
          url: safeUrl(warranty.url),
        }
      : null,
    loanOfficer: readPerson(data.loan_officer),
    keyBoxId: optStr(rec(data.key_management).key_box_id),
    companyAccountName: optStr(rec(data.company_info).account_name),
    substationId: id(car.substation_id),
    substationName: optStr(car.substation_name),
  };
}

/** The keys of the car's other records: its module (equipment, similar cars) and its purchase report. */
function readCarLinks(car: JsonRecord): CarPart<'moduleId' | 'oemUuid'> {
  return { moduleId: id(car.module_id), oemUuid: id(car.oem_uuid) };
}

export function readAttachment(value: unknown): CarParent['attachmentList'][number] | null {
  const entry = rec(value);
  const name = optStr(entry.name);
  if (!name) return null;
  return {
    name,
    count: Math.max(int(entry.count) ?? 0, 0),
    present: bool(entry.present),
    isNew: bool(entry.is_new),
    image: safeUrl(entry.image),
  };
}

export function readEquipmentSections(body: unknown): EquipmentSection[] {
  const data = rec(rec(body).data);
  return list(data.sections, (value) => {
    const section = rec(value);
    const name = optStr(section.name);
    if (!name) return null;
    return {
      name,
      isNotes: bool(section.is_notes),
      notes: optStr(section.notes),
      groups: list(section.groups, (group) => {
        const entry = rec(group);
        const groupName = optStr(entry.name);
        if (!groupName) return null;
        return {
          name: groupName,
          options: list(entry.options, (option) => {
            const opt = rec(option);
            const optionName = optStr(opt.name);
            return optionName ? { name: optionName, configured: bool(opt.configuration) } : null;
          }),
        };
      }),
    };
  });
}

export function readGoods(body: unknown): GoodsValue[] {
  return list(rec(body).data, (value) => {
    const item = rec(value);
    const goodsId = id(item.id);
    const title = optStr(item.title);
    return goodsId && title
      ? { id: goodsId, title, price: int(item.price), image: safeUrl(item.image), url: safeUrl(item.url) }
      : null;
  });
}

function initialOf(name: string, given: unknown): string {
  const letter = str(given).trim().charAt(0).toUpperCase();
  if (/^[A-Z]$/.test(letter)) return letter;
  const first = name.charAt(0).toUpperCase();
  return /^[A-Z]$/.test(first) ? first : '#';
}

function byInitial(a: BrandValue, b: BrandValue): number {
  return a.initial.localeCompare(b.initial) || a.name.localeCompare(b.name, 'zh-CN');
}

export function readBrands(body: unknown): BrandValue[] {
  return list(rec(body).data, (value) => {
    const item = rec(value);
    const brandId = id(item.id);
    const name = optStr(item.name);
    return brandId && name
      ? { id: brandId, name, initial: initialOf(name, item.initial), logo: safeUrl(item.logo) }
      : null;
  }).sort(byInitial);
}

/** The older call: data is { <initial>: [{ brand_id, brand_name }] }. */
export function readLegacyBrands(body: unknown): BrandValue[] {
  const out: BrandValue[] = [];
  for (const [initial, entries] of Object.entries(rec(rec(body).data))) {
    for (const brand of list(entries, (value) => {
      const item = rec(value);
      const brandId = id(item.brand_id);
      const name = optStr(item.brand_name);
      return brandId && name ? { id: brandId, name, initial: initialOf(name, initial), logo: null } : null;
    })) {
      out.push(brand);
    }
  }
  return out.sort(byInitial);
}

export function readOptions(body: unknown): OptionValue[] {
  const items = Array.isArray(body) ? body : rec(body).data;
  return list(items, (value) => {
    const item = rec(value);
    const optionValue = optStr(item.value);
    const label = optStr(item.label);
    return optionValue && label ? { value: optionValue, label, parent: optStr(item.parent) } : null;
  });
}

function dataList<T>(body: unknown, read: (item: JsonRecord) => T | null): T[] {
  return list(rec(body).data, (value) => read(rec(value)));
}

// ---------------------------------------------------------------------------------------------
// Calls
// ---------------------------------------------------------------------------------------------

export type VehicleKindValue = 'CAR' | 'MOTORCYCLE';

export interface CarListFilter {
  category?: CarCategoryValue | null;
  wholesale?: boolean | null;
  keyword?: string | null;
  vehicle?: VehicleKindValue | null;
  brandIds?: readonly string[] | null;
  brandId?: string | null;
  provinceId?: string | null;
  substationId?: string | null;
  conditionLevel?: string | null;
  model?: string | null;
  region?: string | null;
  priceMin?: number | null;
  priceMax?: number | null;
  mileageMaxKm?: number | null;
  ageMaxYears?: number | null;
  sort?: CarSortValue | null;
  statusLabel?: string | null;
  listedSince?: string | null;
  onSale?: boolean | null;
}

/**
 * Motorcycles are not cars: every list call says which kind it wants (is_motorcycle 0 or 1), cars
 * unless motorcycles are asked for, so the server leaves them out of car lists, their totals and sorts.
 * The one home of that rule (brands follow it too: fetchBrands).
 */
export function isMotorcycleParam(vehicle: VehicleKindValue | null | undefined): 0 | 1 {
  return vehicle === 'MOTORCYCLE' ? 1 : 0;
}

function brandParam(f: CarListFilter): string | undefined {
  const ids = [...(f.brandIds ?? []), ...(f.brandId ? [f.brandId] : [])].map((value) => value.trim()).filter(Boolean);
  const unique = [...new Set(ids)];
  return unique.length > 0 ? unique.join(',') : undefined;
}

export function carListParams(filter: CarListFilter | null | undefined, page: number, pageSize: number): Params {
  const f = filter ?? {};
  const keyword = f.keyword?.trim();
  return {
    category: f.category ? f.category.toLowerCase() : undefined,
    is_wholesale: f.wholesale ? 1 : undefined,
    is_motorcycle: isMotorcycleParam(f.vehicle),
    keyword: keyword ? keyword : undefined,
    brand_id: brandParam(f),
    province_id: f.provinceId ?? undefined,
    substation_id: f.substationId ?? undefined,
    condition_level: f.conditionLevel ?? undefined,
    model: f.model ?? undefined,
    region: f.region ?? undefined,
    price_min: f.priceMin ?? undefined,
    price_max: f.priceMax ?? undefined,
    mileage_max: f.mileageMaxKm ?? undefined,
    age_max: f.ageMaxYears ?? undefined,
    sort: f.sort && f.sort !== 'DEFAULT' ? f.sort.toLowerCase() : undefined,
    status: f.statusLabel ?? undefined,
    listed_since: f.listedSince ?? undefined,
    exclude_status: f.onSale ? NOT_ON_SALE_LABELS.join(',') : undefined,
    page,
    page_size: pageSize,
  };
}

export async function fetchCars(
  ctx: GraphContext,
  filter: CarListFilter | null | undefined,
  page: number,
  pageSize: number,
): Promise<CarPageValue> {
  const safePage = Math.max(1, Math.floor(page) || 1);
  const safeSize = Math.min(Math.max(1, Math.floor(pageSize) || 20), 100);
  const body = await ctx.call('cars', { params: carListParams(filter, safePage, safeSize) });
  if (body === undefined || body === null)
    return { items: [], total: 0, page: safePage, pageSize: safeSize, hasMore: false };
  return readCarPage(body, safePage, safeSize);
}

/** Forgets the car's record kept for the session (fetchCar's), when the server has said the car
 *  changed: the next read asks the server. */
export function forgetCar(ctx: GraphContext, carId: string): void {
  const trimmed = carId.trim();
  if (trimmed) ctx.rest.forget('car', { pathParams: { id: trimmed }, cacheKey: trimmed });
}

export async function fetchCar(ctx: GraphContext, carId: string): Promise<CarParent | null> {
  const trimmed = carId.trim();
  if (!trimmed) return null;
  const body = await ctx.call('car', { pathParams: { id: trimmed }, cacheKey: trimmed });
  return body === undefined || body === null ? null : readCar(body, trimmed);
}

export async function fetchLikes(
  ctx: GraphContext,
  carId: string,
  moduleId: string | null,
): Promise<CarListingParent[]> {
  const key = moduleId ?? `car:${carId}`;
  const body = await ctx.call('likes', { params: { car_id: carId, module_id: moduleId }, cacheKey: key });
  return list(rec(rec(body).data).cars, readCarListing).filter((car) => car.id !== carId);
}

/** Null when the report failed (silent) or came back absent. */
export async function fetchEquipment(
  ctx: GraphContext,
  carId: string,
  moduleId: string,
): Promise<EquipmentSection[] | null> {
  const body = await ctx.call('equipment', { params: { module_id: moduleId, car_id: carId }, cacheKey: moduleId });
  if (body === undefined || body === null) return null;
  return readEquipmentSections(body);
}

/** Goods whose code is not 2000000 come back as nothing: an empty list. */
export async function fetchGoods(ctx: GraphContext, params: Params = {}): Promise<GoodsValue[]> {
  const body = await ctx.call('goods', { params });
  return body === undefined || body === null ? [] : readGoods(body);
}

function isNotFound(error: unknown): boolean {
  if (error instanceof HttpStatusError) return error.status === 404;
  if (isRecord(error)) {
    if (error.originalError instanceof HttpStatusError) return error.originalError.status === 404;
    const extensions = rec(error.extensions);
    return extensions.status === 404;
  }
  return false;
}

export async function fetchBrands(ctx: GraphContext, vehicle: VehicleKindValue | null = 'CAR'): Promise<BrandValue[]> {
  const params = { is_motorcycle: isMotorcycleParam(vehicle) };
  try {
    return readBrands(await ctx.call('brands', { params }));
  } catch (error) {
    if (!isNotFound(error)) throw error;
    return readLegacyBrands(await ctx.call('brandsLegacy', { params }));
  }
}

export async function fetchProvinces(ctx: GraphContext): Promise<{ id: string; name: string }[]> {
  return dataList(await ctx.call('provinces'), (item) => {
    const provinceId = id(item.id);
    const name = optStr(item.name);
    return provinceId && name ? { id: provinceId, name } : null;
  });
}

export async function fetchSubstations(
  ctx: GraphContext,
  provinceId: string | null | undefined,
): Promise<
  {
    id: string;
    name: string;
    city: string | null;
    address: string | null;
    phone: string | null;
    lat: number | null;
    lng: number | null;
  }[]
> {
  return dataList(await ctx.call('substations', { params: { province_id: provinceId ?? undefined } }), (item) => {
    const substationId = id(item.id);
    const name = optStr(item.name);
    return substationId && name
      ? {
          id: substationId,
          name,
          city: optStr(item.city),
          address: optStr(item.address),
          phone: optStr(item.phone),
          lat: num(item.lat),
          lng: num(item.lng),
        }
      : null;
  });
}

export async function fetchConditionLevels(
  ctx: GraphContext,
): Promise<{ id: string; name: string; description: string | null }[]> {
  return dataList(await ctx.call('conditionLevels'), (item) => {
    const levelId = id(item.id);
    const name = optStr(item.name);
    return levelId && name ? { id: levelId, name, description: optStr(item.description) } : null;
  });
}

export async function fetchOptions(
  ctx: GraphContext,
  category: 'carmodel' | 'region',
  parent?: string | null,
): Promise<OptionValue[]> {
  return readOptions(await ctx.call('getOption', { params: { category, parent: parent ?? undefined } }));
}
