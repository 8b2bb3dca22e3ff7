// The status badge of a car, on list cards and the car page alike: text and tone come from the status
// table, so a kind reads the same wherever a buyer meets it. On sale shows no badge.

import { CAR_STATUS, statusLabelText, type CarStatusKind } from '../domain/car-status';
import { useLocale } from '../i18n/i18n';
import { Badge } from './badge';

export function CarStatusBadge({ kind, className }: { kind: CarStatusKind; className?: string }) {
  const locale = useLocale();
  const badge = CAR_STATUS[kind].badge;
  if (!badge) return null;
  return (
    <span className={className}>
      <Badge tone={badge.tone} solid={badge.solid} data-status={kind} data-tone={badge.tone}>
        {statusLabelText(kind, locale)}
      </Badge>
    </span>
  );
}
