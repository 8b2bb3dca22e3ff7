import { useLocale } from '../../i18n/i18n';
import { couponGuide } from './content/coupon-guide';
import { pick } from './content/types';
import { HelpArticle } from './help-article';

export function CouponGuideScreen() {
  return <HelpArticle doc={pick(couponGuide, useLocale())} />;
}
