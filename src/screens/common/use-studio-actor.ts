// A screen's own actor, registered for the QA studio under `name` (src/machines/registry.ts). The
// studio's time travel swaps in an actor restored from an earlier snapshot under the same name; the
// screen then renders from whichever actor the registry holds (its own one again after a restore to now).

import { useEffect, useState } from 'react';
import type { AnyActorRef } from 'xstate';
import { useAppServices } from '../../platform/app-services';

export function useStudioActor<A extends AnyActorRef>(name: string, own: A): A {
  const { registry } = useAppServices();
  const [restored, setRestored] = useState<A | null>(null);
  useEffect(() => {
    const unregister = registry.register(name, own);
    const unsubscribe = registry.subscribe(() => {
      const current = registry.get(name);
      if (current && (current as { logic?: unknown }).logic === (own as { logic?: unknown }).logic)
        setRestored(current === own ? null : (current as A));
    });
    return () => {
      unsubscribe();
      unregister();
    };
  }, [registry, name, own]);
  return restored ?? own;
}
