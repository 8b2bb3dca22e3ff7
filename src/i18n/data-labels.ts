// The dealer's own words on a car that the app knows in English: colours, gearboxes, the cities of its
// showrooms, the tags its listings use and the headings of its equipment report (the inspection's
// sections and appraisal areas are in i18n/report-categories.ts, which the report screens carry
// without this table). One table; every screen that shows one of these values asks `dataLabel`. A value the table does not
// know (a new tag, a colour typed freely) stays as the dealer wrote it, in Chinese: a translation is
// never guessed.
import type { Locale } from './i18n';

const ENGLISH = new Map<string, string>(
  Object.entries({
    // colours
    白色: 'White',
    黑色: 'Black',
    银色: 'Silver',
    灰色: 'Grey',
    红色: 'Red',
    蓝色: 'Blue',
    绿色: 'Green',
    棕色: 'Brown',
    金色: 'Gold',
    // gearboxes
    自动: 'Automatic',
    手动: 'Manual',
    自动挡: 'Automatic',
    手动挡: 'Manual',
    手自一体: 'Automatic (manual mode)',
    双离合: 'Dual-clutch',
    无级变速: 'CVT',
    电动车单速变速箱: 'Single-speed (electric)',
    电动车单速: 'Single-speed (electric)',
    // showroom cities
    上海: 'Shanghai',
    杭州: 'Hangzhou',
    宁波: 'Ningbo',
    南京: 'Nanjing',
    苏州: 'Suzhou',
    合肥: 'Hefei',
    // equipment sections and groups (the equipment report on the car page)
    安全配置: 'Safety',
    舒适配置: 'Comfort',
    多媒体配置: 'Multimedia',
    主动安全: 'Active safety',
    被动安全: 'Passive safety',
    座椅: 'Seats',
    空调与便利: 'Climate and convenience',
    影音与互联: 'Audio and connectivity',
    泊车辅助: 'Parking assistance',
    // listing tags
    无事故: 'No accidents',
    可分期: 'Finance available',
    一手车: 'One owner',
    全程4S保养: 'Full dealer service history',
    准新车: 'Nearly new',
    新能源: 'New energy',
    超低里程: 'Very low mileage',
  }),
);

/** The value as the visitor's language has it: English where the table knows the word, else as written. */
export function dataLabel(value: string, locale: Locale): string {
  if (locale !== 'en') return value;
  return ENGLISH.get(value.trim()) ?? value;
}
