import { useMessages } from '../../i18n/i18n';
import { EmptyState } from '../../ui/empty-state';
import { Icon } from '../../ui/icon';
import { LinkButton } from '../common/car/link-button';
import { carMessages } from './messages';
import { paths } from '../../routes/paths';
import * as panelStyles from '../../ui/panel.module.css';

export function NoVideo({ carId }: { carId: string }) {
  const t = useMessages(carMessages);
  return (
    <div className={panelStyles.panel}>
      <EmptyState
        illustration={<Icon name="play" size={40} />}
        title={t('noVideo')}
        body={t('noVideoBody')}
        action={
          <LinkButton href={paths.carPhotos({ id: carId })} variant="secondary">
            {t('seePhotos')}
          </LinkButton>
        }
      />
    </div>
  );
}
