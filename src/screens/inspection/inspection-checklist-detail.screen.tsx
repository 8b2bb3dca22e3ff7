// One check point (?item_id=…): its result, remark, the standard it is judged by, and photos.

import { useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router';
import { useMessages } from '../../i18n/i18n';
import { LazyImage } from '../../platform/lazy-image';
import { Section } from '../../ui/section';
import { failedAt } from '../common/report/graph-errors';
import { Empty, ResultBadge } from '../common/report/report-parts';
import { PartError } from '../common/report/report-page';
import * as reportStyles from '../common/report/report.module.css';
import { validId } from '../../routes/params';
import { InspectionChecklistDetailDocument } from './inspection-checklist-detail.generated';
import { InspectionFrame, reportQuery, useInspectionParams } from './inspection-frame';
import * as styles from './inspection.module.css';
import { inspectionMessages } from './messages';
import { paths } from '../../routes/paths';

export function InspectionChecklistDetailScreen() {
  const t = useMessages(inspectionMessages);
  const params = useInspectionParams();
  const [search] = useSearchParams();
  const itemId = validId(search.get('item_id'));
  const report = reportQuery(params);
  const query = useQuery(InspectionChecklistDetailDocument, {
    variables: { ...report.variables, itemId: itemId ?? '' },
    skip: report.skip || !itemId,
  });
  const { data, error } = query;
  const point = data?.inspectionCheckPoint;
  const back = params ? (
    <Link className={reportStyles.linkRow} to={paths.inspectionChecklist(params)}>
      {t('backToChecklist')}
    </Link>
  ) : null;
  if (params && !itemId) {
    return (
      // Nothing to ask the graph: the page itself says the address names no check point.
      <InspectionFrame
        title={t('itemName')}
        params={params}
        query={{
          data: { inspectionReport: { carTitle: t('reportTitle') } },
          loading: false,
          refetch: async () => undefined,
        }}
      >
        <Section title={t('itemNotFound')}>
          <Empty title={t('itemNotFound')} body={t('itemNotFoundBody')} />
          {back}
        </Section>
      </InspectionFrame>
    );
  }
  return (
    <InspectionFrame title={point?.name ?? t('itemName')} params={params} query={query}>
      {point ? (
        <>
          <Section title={point.name} action={<ResultBadge result={point.result} />}>
            {point.remark ? <p className={styles.paragraph}>{point.remark}</p> : null}
          </Section>
          {point.standard ? (
            <Section title={t('standard')}>
              <p className={styles.paragraph}>{point.standard}</p>
            </Section>
          ) : null}
          {point.photos.length ? (
            <Section title={t('photos')}>
              <div className={reportStyles.photos}>
                {point.photos.map((photo, index) => (
                  <LazyImage
                    key={`${photo}-${index}`}
                    src={photo}
                    alt={t('photoAlt', { name: point.name, index: index + 1 })}
                    ratio={4 / 3}
                    className={reportStyles.photo}
                  />
                ))}
              </div>
            </Section>
          ) : null}
          <Section title={t('more')}>{back}</Section>
        </>
      ) : failedAt(error, 'inspectionCheckPoint') ? (
        <Section title={t('itemName')}>
          <PartError onRetry={() => void query.refetch()} />
        </Section>
      ) : (
        <Section title={t('itemNotFound')}>
          <Empty title={t('itemNotFound')} body={t('itemNotFoundBody')} />
          {back}
        </Section>
      )}
    </InspectionFrame>
  );
}
