// The configuration checklist (GET /v1/car/configurationChecklist): every item the dealer checked on
// this car, by section (safety, comfort, media...), fitted or not, with the fitted value.

import { useLocale, useMessages } from '../../i18n/i18n';
import { EmptyState } from '../../ui/empty-state';
import { ErrorState } from '../../ui/error-state';
import { Icon } from '../../ui/icon';
import { Section } from '../../ui/section';
import { errorAt } from '../common/report/graph-errors';
import { CarConfigurationDocument } from './car-configuration.generated';
import { CarChildHeader, CarColumn } from '../common/car/car-page';
import { useCarQuery } from '../common/car/use-car-query';
import * as styles from './car-child.module.css';
import { carMessages } from './messages';
import * as panelStyles from '../../ui/panel.module.css';

export function CarConfigurationScreen() {
  const t = useMessages(carMessages);
  const locale = useLocale();
  const { car, data, result, fallback } = useCarQuery(CarConfigurationDocument, { hero: false });

  if (!car) return fallback;
  const sections = data?.configurationChecklist ?? null;
  const failed = errorAt(result.error, 'configurationChecklist');
  const fitted =
    sections?.reduce((sum, section) => sum + section.items.filter((item) => item.configured).length, 0) ?? 0;
  const total = sections?.reduce((sum, section) => sum + section.items.length, 0) ?? 0;

  return (
    <CarColumn>
      <CarChildHeader carId={car.id} title={t('configuration')} />
      <div className={styles.stack}>
        <section className={panelStyles.panel} aria-label={car.title}>
          <p className={styles.carTitle}>{car.title}</p>
          {total > 0 && <p className={styles.muted}>{t('configurationSummary', { fitted, total })}</p>}
        </section>
        {failed && !sections?.length ? (
          <div className={panelStyles.panel}>
            <ErrorState
              title={t('configurationError')}
              onRetry={() => void result.refetch().catch(() => undefined)}
              retrying={result.loading}
              lang={locale}
            />
          </div>
        ) : !sections?.length ? (
          <div className={panelStyles.panel}>
            <EmptyState
              illustration={<Icon name="check" size={40} />}
              title={t('noConfiguration')}
              body={t('noConfigurationBody')}
            />
          </div>
        ) : (
          sections.map((section, s) => (
            <Section key={`${section.section}-${s}`} title={section.section} className={panelStyles.panel}>
              <ul role="list" className={styles.list}>
                {section.items.map((item, i) => (
                  <li key={`${item.name}-${i}`} className={styles.listItem}>
                    <div className={styles.rowBetween}>
                      <span>
                        <Icon name={item.configured ? 'check' : 'close'} size={14} /> {item.name}
                      </span>
                      <span className={item.configured ? undefined : styles.muted}>
                        {item.configured ? (item.value ?? t('configured')) : t('notConfigured')}
                      </span>
                    </div>
                  </li>
                ))}
              </ul>
            </Section>
          ))
        )}
      </div>
    </CarColumn>
  );
}
