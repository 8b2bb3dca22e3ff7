// Calling a person: a consultant or a loan officer. The car record masks their number
// (`135****7170`), so a tap asks for the real one (the spec's contact call) with a short spinner and
// dials it; a failure is said inline with a retry, and the buyer can always reach someone: the
// showroom's number (SHOWROOM_PHONE), else the consultation page. A number is dialled only when
// domain/phone says it can connect.

import { skipToken, useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { settings } from '../../../config/env';
import { dialablePhone, telHref } from '../../../domain/phone';
import { useMessages } from '../../../i18n/i18n';
import { dial } from '../../../platform/dial';
import { paths } from '../../../routes/paths';
import { Button } from '../../../ui/button';
import { cx } from '../../../ui/class-names';
import { Icon } from '../../../ui/icon';
import { IconButton } from '../../../ui/icon-button';
import { Spinner } from '../../../ui/spinner';
import { CallPersonContactDocument, CallStationsDocument } from './call-person.generated';
import { callMessages } from './call-messages';
import * as styles from './call-person.module.css';

/** Who is called: the record's name and (usually masked) number, and what the contact call needs. */
export interface Callee {
  name: string;
  phone?: string | null | undefined;
  substationId?: string | null | undefined;
  uid?: string | null | undefined;
}

type CallState =
  | { kind: 'idle' }
  | { kind: 'looking' }
  | { kind: 'calling'; href: string; number: string; name: string }
  | { kind: 'failed' }
  | { kind: 'none' };

export interface PersonCall {
  /** Starts the call: dials at once when the number connects, else looks it up first. */
  start: () => void;
  busy: boolean;
  /** The inline status under the control (spinner, what was dialled, error with retry, fallbacks). */
  status: ReactNode;
}

export function usePersonCall(
  callee: Callee | null | undefined,
  { className }: { className?: string } = {},
): PersonCall {
  const client = useApolloClient();
  const [state, setState] = useState<CallState>({ kind: 'idle' });
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const lookUp = useCallback(
    async (fresh: boolean) => {
      if (!callee) return;
      setState({ kind: 'looking' });
      try {
        const { data, error } = await client.query({
          query: CallPersonContactDocument,
          variables: { substationId: callee.substationId ?? null, uid: callee.uid ?? null },
          fetchPolicy: fresh ? 'network-only' : 'cache-first',
        });
        if (!live.current) return;
        if (error) {
          setState({ kind: 'failed' });
          return;
        }
        const contact = data?.consultantContact;
        const number = dialablePhone(contact?.phone);
        const href = telHref(number);
        if (!contact || !number || !href) {
          setState({ kind: 'none' });
          return;
        }
        setState({ kind: 'calling', href, number, name: contact.name });
        dial(href);
      } catch {
        if (live.current) setState({ kind: 'failed' });
      }
    },
    [client, callee],
  );

  const start = useCallback(() => {
    if (!callee) return;
    const direct = telHref(callee.phone);
    if (direct) {
      dial(direct);
      return;
    }
    void lookUp(false);
  }, [callee, lookUp]);

  const status =
    callee && state.kind !== 'idle' ? (
      <CallStatus
        callee={callee}
        state={state}
        onRetry={() => void lookUp(true)}
        onDismiss={() => setState({ kind: 'idle' })}
        className={className}
      />
    ) : null;
  return { start, busy: state.kind === 'looking', status };
}

function CallStatus({
  callee,
  state,
  onRetry,
  onDismiss,
  className,
}: {
  callee: Callee;
  state: Exclude<CallState, { kind: 'idle' }>;
  onRetry: () => void;
  onDismiss: () => void;
  className?: string | undefined;
}) {
  const t = useMessages(callMessages);
  return (
    <div className={cx(styles.status, className)} data-call-state={state.kind}>
      <div className={styles.text} role={state.kind === 'failed' ? 'alert' : 'status'}>
        {state.kind === 'looking' && (
          <p className={styles.line}>
            <Spinner size="sm" label={null} /> {t('looking', { name: callee.name })}
          </p>
        )}
        {state.kind === 'calling' && (
          <>
            <p className={styles.line}>
              <Icon name="phone" size={16} />{' '}
              {state.name === callee.name
                ? t('calling', { name: callee.name })
                : t('callingOnDuty', { name: callee.name, onDuty: state.name })}
            </p>
            <a className={styles.link} href={state.href}>
              {t('dialAgain', { number: state.number })}
            </a>
          </>
        )}
        {state.kind === 'failed' && (
          <p className={cx(styles.line, styles.error)}>
            <Icon name="warning" size={16} /> {t('failed', { name: callee.name })}
          </p>
        )}
        {state.kind === 'none' && (
          <p className={styles.line}>
            <Icon name="warning" size={16} /> {t('none', { name: callee.name })}
          </p>
        )}
      </div>
      {(state.kind === 'failed' || state.kind === 'none') && (
        <div className={styles.actions}>
          {state.kind === 'failed' && (
            <Button size="sm" variant="secondary" onClick={onRetry}>
              {t('retry')}
            </Button>
          )}
          <CallFallback stationId={callee.substationId} />
        </div>
      )}
      {state.kind !== 'looking' && (
        <IconButton icon="close" aria-label={t('dismiss')} className={styles.dismiss} onClick={onDismiss} />
      )}
    </div>
  );
}

/**
 * Someone the buyer can always reach: the showroom of the person's station when its number connects,
 * else the dealer's switchboard (SHOWROOM_PHONE) when it is set, else the consultation page. A car at
 * 上海闵行展厅 never dials a Hangzhou number while Minhang's own is known.
 */
export function CallFallback({ stationId }: { stationId?: string | null | undefined }) {
  const t = useMessages(callMessages);
  // Quiet: when the stations cannot be had, the switchboard or the consultation page stands in.
  const stations = useQuery(CallStationsDocument, stationId ? { context: { quiet: true } } : skipToken);
  const station = stationId ? stations.data?.substations.find((item) => item.id === stationId) : undefined;
  const stationHref = telHref(station?.phone);
  if (station && stationHref) {
    return (
      <Button size="sm" variant="secondary" href={stationHref} icon={<Icon name="phone" />}>
        {t('station', { name: station.name, number: station.phone ?? '' })}
      </Button>
    );
  }
  // The station's number is on its way: nothing to dial yet rather than another showroom's.
  if (stationId && stations.loading) return <Spinner size="sm" />;
  const showroom = dialablePhone(settings.showroomPhone);
  const href = telHref(showroom);
  if (href) {
    return (
      <Button size="sm" variant="secondary" href={href} icon={<Icon name="phone" />}>
        {t('showroom', { number: settings.showroomPhone })}
      </Button>
    );
  }
  return (
    <Link className={styles.link} to={paths.helpRandomConsultant()}>
      {t('consultation')}
    </Link>
  );
}
