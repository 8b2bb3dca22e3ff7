import { useLocale } from '../../i18n/i18n';
import { helpTitles } from '../../routes/titles';
import { couponGuide } from './content/coupon-guide';
import { pick } from './content/types';
import { HelpArticle } from './help-article';

export function CouponGuideScreen() {
  return <HelpArticle title={helpTitles.helpCouponGuide} doc={pick(couponGuide, useLocale())} />;
}
