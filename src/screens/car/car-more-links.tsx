// The car page's links to its child pages and reports (fragment CarMoreLinks).

import { Link } from 'react-router';
import { useMessages } from '../../i18n/i18n';
import { paths } from '../../routes/paths';
import { cx } from '../../ui/class-names';
import * as gridStyles from '../../ui/grid.module.css';
import { Icon, type IconName } from '../../ui/icon';
import type { CarMoreLinksFragment } from './car-more-links.generated';
import * as styles from './car-sections.module.css';
import { carMessages } from './messages';

export function MoreLinks({ car }: { car: CarMoreLinksFragment }) {
  const t = useMessages(carMessages);
  const links: { to: string; label: string; icon: IconName }[] = [
    { to: paths.carPhotos({ id: car.id }), label: t('photos'), icon: 'camera' },
  ];
  const videos = car.displayVideos;
  if (videos?.interior || videos?.exterior)
    links.push({ to: paths.carInternalVideo({ id: car.id }), label: t('interiorVideo'), icon: 'play' });
  if (videos?.walkAround)
    links.push({ to: paths.carExteriorVideo({ id: car.id }), label: t('walkAroundVideo'), icon: 'play' });
  if (car.video || car.panorama?.frames.length)
    links.push({ to: paths.carVideo({ id: car.id }), label: t('video'), icon: 'play' });
  links.push({ to: paths.carBenchmark({ id: car.id }), label: t('benchmark'), icon: 'gauge' });
  links.push({ to: paths.carAppraise({ id: car.id }), label: t('appraise'), icon: 'shield' });
  links.push({ to: paths.carConfiguration({ id: car.id }), label: t('configuration'), icon: 'check' });
  if (car.oemUuid) links.push({ to: paths.oemPurchase({ uuid: car.oemUuid }), label: t('oemReport'), icon: 'info' });
  links.push({ to: paths.carLoans({ id: car.id }), label: t('loans'), icon: 'calendar' });
  links.push({ to: paths.carFaq({ id: car.id }), label: t('faq'), icon: 'chat' });
  return (
    <nav aria-label={t('reports')} className={styles.moreLinks}>
      <ul role="list" className={cx(gridStyles.grid, styles.linkGrid)}>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className={styles.tile}>
              <Icon name={link.icon} size={22} />
              <span>{link.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
