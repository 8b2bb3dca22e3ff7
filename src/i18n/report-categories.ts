// The inspection's categories (its check-point sections and the accident, flood and fire screening),
// by the key the dealer's report gives each section: one table for their names in both languages. The
// category reports (/car/{id}/report/{name}) are addressed by these keys, and every screen that names
// a section asks `sectionLabel`, every appraisal area `areaName`.

import type { Locale } from './i18n';

export const CATEGORY_NAMES: Readonly<Record<string, { zh: string; en: string }>> = {
  exterior: { zh: '外观', en: 'Exterior' },
  interior: { zh: '内饰', en: 'Interior' },
  engine: { zh: '发动机舱', en: 'Engine bay' },
  chassis: { zh: '底盘', en: 'Chassis' },
  electrical: { zh: '电气', en: 'Electrical' },
  'road-test': { zh: '路试', en: 'Road test' },
  accident: { zh: '事故排查', en: 'Accident screening' },
  flood: { zh: '泡水排查', en: 'Flood screening' },
  fire: { zh: '火烧排查', en: 'Fire screening' },
};

export function isCategoryName(key: string | null | undefined): key is string {
  return typeof key === 'string' && Object.hasOwn(CATEGORY_NAMES, key);
}

/** A category's name by its key, in the visitor's language. */
export function categoryName(key: string, locale: Locale): string | undefined {
  return isCategoryName(key) ? CATEGORY_NAMES[key]?.[locale === 'en' ? 'en' : 'zh'] : undefined;
}

/** The areas an appraisal sums up (the second appraisal and the inspection's summary), in English. */
const AREA_NAMES = new Map<string, string>(
  Object.entries({
    车身结构: 'Body structure',
    外观漆面: 'Paintwork',
    内饰: 'Interior',
    内饰磨损: 'Interior wear',
    发动机: 'Engine',
    发动机工况: 'Engine condition',
    变速箱: 'Gearbox',
    变速箱换挡: 'Gear changes',
    底盘: 'Chassis',
    底盘悬挂: 'Chassis and suspension',
    电气设备: 'Electrical equipment',
    电气功能: 'Electrical functions',
  }),
);

/** An appraised area's or a check point's name: in English where the table knows it, else as written. */
export function areaName(name: string, locale: Locale): string {
  return locale === 'en' ? (AREA_NAMES.get(name.trim()) ?? name) : name;
}

/**
 * A report section's heading: in Chinese, the dealer's own name for it; in English, the category's
 * name by its key, or its name as an area (else as written).
 */
export function sectionLabel(section: { key?: string | null; name: string }, locale: Locale): string {
  if (locale !== 'en') return section.name;
  return (section.key ? categoryName(section.key, locale) : undefined) ?? areaName(section.name, locale);
}
