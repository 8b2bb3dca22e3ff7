// Page titles a screen shows as well as the route table: the help pages' headings are their pages'
// titles, written once here (the route table takes them from here too). Pure data, so a help screen
// reads its title without importing the route table.

import type { paths } from './paths';

export interface Title {
  zh: string;
  en: string;
}

/** The help pages' titles, keyed like their link builders in `paths`. */
export const helpTitles = {
  help: { zh: '帮助中心', en: 'Help centre' },
  helpPreSalePreparation: { zh: '售前整备标准', en: 'Pre-sale preparation standard' },
  helpAgreement: { zh: '自营车购车须知', en: 'Self-operated car purchase notice' },
  helpCouponGuide: { zh: '优惠券使用指南', en: 'Coupon guide' },
  helpCouponLanding: { zh: '领取优惠券', en: 'Your coupon' },
  helpDeliveryNotice: { zh: '交车须知', en: 'Delivery notice' },
  helpPriceNegotiable: { zh: '价格可议', en: 'Price negotiable' },
  helpExamineNotice: { zh: '验车须知', en: 'Examination notice' },
  helpReleaseNote: { zh: '更新日志', en: 'Changelog' },
  helpRandomConsultant: { zh: '购车咨询', en: 'Car-buying consultation' },
  helpHuntAgreement: { zh: '寻车须知', en: 'Car-hunting notice' },
} as const satisfies Partial<Record<keyof typeof paths, Title>>;
