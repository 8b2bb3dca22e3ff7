// The car page's index of condition reports (placed on the car page by the car-detail screen).
// Presentational: the car's flags decide which entries show (has_* flags; chassis only when a section
// has content, i.e. showChassis).

import { Link } from 'react-router';
import { useMessages } from '../../../i18n/i18n';
import { mileageReportNote, suppliesNote } from '../../../domain/report-status';
import { Icon, type IconName } from '../../../ui/icon';
import { Section } from '../../../ui/section';
import { reportMessages } from './messages';
import * as styles from './report-entries.module.css';
import * as gridStyles from '../../../ui/grid.module.css';
import { cx } from '../../../ui/class-names';
import type { CarStatusKind } from '../../../domain/car-status';
import { inspectionPreviewOnly, inspectionReportPath } from '../../../routes/report-links';
import { paths } from '../../../routes/paths';

export interface ReportEntriesProps {
  carId: string;
  inspection?: { reportId: string; business: string } | null;
  /** The car's status kind: until the sale opens the inspection entry is the preview (status table). */
  statusKind: CarStatusKind;
  hasAttachmentList: boolean;
  hasRepairList: boolean;
  hasConsumablesList: boolean;
  showChassis: boolean;
  /** How many maintenance records the car has (the maintenance record entry shows when any). */
  maintenanceRecordCount?: number;
  /** The car's mileage_report_status and supplies_status, told beside the reports they concern. */
  mileageReportStatus?: string | null;
  suppliesStatus?: string | null;
  /** The car's own mileage report, if issued: its verdict is told on the mileage entry. */
  mileageReport?: { verdict: string; anomalyCount: number } | null;
  /** Heading level that fits the car page outline. */
  level?: 2 | 3;
}

type EntryKey =
  | 'inspection'
  | 'inspectionPreview'
  | 'flaw'
  | 'mileage'
  | 'refurbish'
  | 'consumable'
  | 'accessory'
  | 'preparation'
  | 'chassis';

const ICONS: Record<EntryKey, IconName> = {
  inspection: 'shield',
  inspectionPreview: 'shield',
  flaw: 'search',
  mileage: 'gauge',
  refurbish: 'check',
  consumable: 'refresh',
  accessory: 'info',
  preparation: 'calendar',
  chassis: 'car',
};

export function reportEntries(props: ReportEntriesProps): { key: EntryKey; to: string }[] {
  const { carId, inspection } = props;
  const entries: { key: EntryKey; to: string }[] = [];
  if (inspection) {
    entries.push({
      key: inspectionPreviewOnly(props.statusKind) ? 'inspectionPreview' : 'inspection',
      to: inspectionReportPath(carId, inspection, props.statusKind),
    });
    entries.push({ key: 'flaw', to: paths.carReportFlaw({ id: carId }) });
  }
  if ((props.maintenanceRecordCount ?? 0) > 0 || props.mileageReport)
    entries.push({ key: 'mileage', to: paths.carReportMileage({ id: carId }) });
  if (props.hasRepairList) entries.push({ key: 'refurbish', to: paths.carReportRefurbish({ id: carId }) });
  if (props.hasConsumablesList) entries.push({ key: 'consumable', to: paths.carReportConsumable({ id: carId }) });
  if (props.hasRepairList || props.hasConsumablesList)
    entries.push({ key: 'preparation', to: paths.carReportPreparation({ id: carId }) });
  if (props.hasAttachmentList) entries.push({ key: 'accessory', to: paths.carReportAccessory({ id: carId }) });
  if (props.showChassis) entries.push({ key: 'chassis', to: paths.carReportChassis({ id: carId }) });
  return entries;
}

export function ReportEntries(props: ReportEntriesProps) {
  const t = useMessages(reportMessages);
  const entries = reportEntries(props);
  if (entries.length === 0) return null;
  const mileage = mileageReportNote(props.mileageReportStatus);
  const supplies = suppliesNote(props.suppliesStatus);
  const verdict = props.mileageReport?.verdict;
  const notes: Partial<Record<EntryKey, { text: string; alert: boolean }[]>> = {
    mileage: [
      ...(mileage ? [{ text: t(`mileageStatus_${mileage}`), alert: false }] : []),
      ...(verdict === 'consistent' || verdict === 'suspicious'
        ? [{ text: t(`verdict_${verdict}`), alert: verdict === 'suspicious' }]
        : []),
    ],
    consumable: supplies ? [{ text: t(`suppliesStatus_${supplies}`), alert: supplies === 'due' }] : undefined,
  };
  return (
    <Section title={t('entriesTitle')} level={props.level ?? 2}>
      <ul role="list" className={cx(gridStyles.grid, styles.grid)}>
        {entries.map((entry) => (
          <li key={entry.key}>
            <Link to={entry.to} className={styles.entry}>
              <Icon name={ICONS[entry.key]} size={22} className={styles.icon} />
              <span className={styles.text}>
                <span className={styles.name}>{t(`entry_${entry.key}`)}</span>
                <span className={styles.hint}>{t(`entry_${entry.key}Hint`)}</span>
                {notes[entry.key]?.map((note) => (
                  <span key={note.text} className={note.alert ? styles.noteAlert : styles.note}>
                    {note.text}
                  </span>
                ))}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
