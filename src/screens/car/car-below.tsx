// The car page below its first screen: the booking note, the reports, the consultant, media, condition,
// services, equipment, goods, articles and similar cars. It is a chunk of its own, loaded once the first
// screen (photo, title, price, status) has painted, so a shared car link opened cold downloads and runs
// only what that screen shows before its largest paint (issue 36). The sections render together in a
// background pass, which React renders in slices that yield to the browser, and are committed at once:
// the long page is laid out and painted once, not once per slice (issue 36: 141 ms less thread time at
// 4x CPU than three sections per task).

import { memo, useEffect, useMemo } from 'react';
import type { CarStatusKind } from '../../domain/car-status';
import { cx } from '../../ui/class-names';
import { CarConsultantCard } from '../common/car/car-consultant';
import * as carPageStyles from '../common/car/car-page.module.css';
import { NotesSection } from '../common/car/notes-section';
import type { PhotoPreview } from '../common/photo-preview';
import { ReportEntries } from '../common/report/report-entries';
import { useDeferredReady } from '../common/report/use-progressive';
import {
  ArticlesSection,
  BuyingHelpLinks,
  ConditionSection,
  EquipmentSection,
  GoodsSection,
  MediaSection,
  MetaSection,
  MoreLinks,
  NewEnergySection,
  RecommendationsSection,
  ServicesSection,
} from './car-sections';
import type { CarDetail, CarExtras } from './car-view';
import * as styles from './car.module.css';
import { ViewingBookingNote } from './viewing-booking/viewing-booking-entry';
import { BelowPending } from './below-pending';

export interface CarBelowProps {
  detail: CarDetail;
  extras?: CarExtras | undefined;
  statusKind: CarStatusKind;
  /** A car no longer for sale leads with its similar cars (they come first, not last). */
  unavailable: boolean;
  /** Opens a note's photo in the page's preview (a stable callback). */
  openPhoto: PhotoPreview['open'];
  consultantHeading: string;
  /** Told whether every section is shown (the page is busy until then). */
  onComplete: (complete: boolean) => void;
}

/**
 * Memoised: the page re-renders when this part tells it every section is shown, and the sections need
 * not render again for that (every prop is data from the cache, a string or a stable callback).
 */
export const CarBelow = memo(function CarBelow({
  detail,
  extras,
  statusKind,
  unavailable,
  openPhoto,
  consultantHeading,
  onComplete,
}: CarBelowProps) {
  const notesPreview = useMemo(() => ({ open: openPhoto }), [openPhoto]);
  // The skeleton on the render that mounts the part, every section on the background render React does
  // next.
  const shown = useDeferredReady(true);
  useEffect(() => onComplete(shown), [shown, onComplete]);
  return (
    <>
      {unavailable && <RecommendationsSection cars={extras?.recommendations} />}
      {shown ? (
        <>
          <ViewingBookingNote carId={detail.id} />
          <MoreLinks car={detail} />
          <div className={cx(carPageStyles.block, styles.card, styles.reports)} id="reports">
            <ReportEntries
              carId={detail.id}
              inspection={detail.inspection}
              statusKind={statusKind}
              hasAttachmentList={detail.hasAttachmentList || detail.hasNewAttachmentList}
              hasRepairList={detail.hasRepairList}
              hasConsumablesList={detail.hasConsumablesList}
              showChassis={detail.showChassis}
              maintenanceRecordCount={detail.maintenanceRecords.length}
              mileageReportStatus={detail.mileageReportStatus}
              mileageReport={detail.mileageReport}
              suppliesStatus={detail.suppliesStatus}
            />
          </div>
          <CarConsultantCard
            consultant={detail.consultant}
            fallbackSubstation={detail.substationName}
            heading={consultantHeading}
          />
          <MediaSection car={detail} />
          <MetaSection car={detail} />
          <NewEnergySection car={detail} />
          <ConditionSection car={detail} />
          <NotesSection notes={detail.notes} preview={notesPreview} />
          <ServicesSection car={detail} />
          <EquipmentSection carId={detail.id} equipment={extras?.equipment} />
          <GoodsSection goods={extras?.goods} />
          <BuyingHelpLinks />
          <ArticlesSection carId={detail.id} />
          {!unavailable && <RecommendationsSection cars={extras?.recommendations} />}
        </>
      ) : (
        <BelowPending />
      )}
    </>
  );
});
