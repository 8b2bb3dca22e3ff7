// The car page's report entries: which reports the car has, each a link (fragment CarReportsSection).

import type { CarStatusKind } from '../../domain/car-status';
import { cx } from '../../ui/class-names';
import * as carPageStyles from '../common/car/car-page.module.css';
import { ReportEntries } from '../common/report/report-entries';
import type { CarReportsSectionFragment } from './car-reports.generated';
import * as styles from './car.module.css';

export function CarReports({ car, statusKind }: { car: CarReportsSectionFragment; statusKind: CarStatusKind }) {
  return (
    <div className={cx(carPageStyles.block, styles.card, styles.reports)} id="reports">
      <ReportEntries
        carId={car.id}
        inspection={car.inspection}
        statusKind={statusKind}
        hasAttachmentList={car.hasAttachmentList || car.hasNewAttachmentList}
        hasRepairList={car.hasRepairList}
        hasConsumablesList={car.hasConsumablesList}
        showChassis={car.showChassis}
        maintenanceRecordCount={car.maintenanceRecords.length}
        mileageReportStatus={car.mileageReportStatus}
        mileageReport={car.mileageReport}
        suppliesStatus={car.suppliesStatus}
      />
    </div>
  );
}
