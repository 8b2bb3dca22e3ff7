// The car page below its first screen (each section in a file of its own, beside the fragment of the
// car record it shows, which CarDetail spreads): the booking note, the reports, the consultant, media, condition,
// services, equipment, goods, articles and similar cars. It is a chunk of its own, loaded once the first
// screen (photo, title, price, status) has painted, so a shared car link opened cold downloads and runs
// only what that screen shows before its largest paint (issue 36). The sections render together in a
// background pass, which React renders in slices that yield to the browser, and are committed at once:
// the long page is laid out and painted once, not once per slice (issue 36: 141 ms less thread time at
// 4x CPU than three sections per task).

import { memo, useEffect, useMemo } from 'react';
import type { CarStatusKind } from '../../domain/car-status';
import { CarConsultantCard } from '../common/car/car-consultant';
import { NotesSection } from '../common/car/notes-section';
import type { PhotoPreview } from '../common/photo-preview';
import { useDeferredReady } from '../common/report/use-progressive';
import { ConditionSection } from './car-condition';
import { EquipmentSection } from './car-equipment';
import { GoodsSection } from './car-goods';
import { ArticlesSection, BuyingHelpLinks } from './car-help-links';
import { MediaSection } from './car-media';
import { MetaSection } from './car-meta';
import { MoreLinks } from './car-more-links';
import { NewEnergySection } from './car-new-energy';
import { RecommendationsSection } from './car-recommendations';
import { CarReports } from './car-reports';
import { ServicesSection } from './car-services';
import type { CarDetail, CarExtras } from './car-view';
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
          <CarReports car={detail} statusKind={statusKind} />
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
