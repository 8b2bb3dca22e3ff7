import { useLocale } from '../../i18n/i18n';
import { paths, titleOf } from '../../routes/route-table';
import { couponGuide } from './content/coupon-guide';
import { pick } from './content/types';
import { HelpArticle } from './help-article';

export function CouponGuideScreen() {
  return <HelpArticle title={titleOf(paths.helpCouponGuide)} doc={pick(couponGuide, useLocale())} />;
}
