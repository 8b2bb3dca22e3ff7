// Starts the share machine in WeChat and its enterprise variant only (elsewhere nothing of it runs),
// wires it to the graph and to the screens' share cards, and registers it for the QA studio.

import type { ApolloClient } from '@apollo/client';
import { createActor, fromPromise } from 'xstate';
import { settings } from '../config/env';
import type { ActorRegistry } from '../machines/registry';
import { fetchShareConfigWith, shareMachine, type ShareConfig } from '../machines/share.machine';
import type { ShellEnvironment } from '../platform/device';
import { rasterImageUrl } from '../platform/raster-image';
import type { ShareInfoStore } from '../platform/share-info';

export const DEFAULT_SHARE_DESCRIPTION = '诺车自营：精品自营二手车，透明检测报告，放心购车。';

export interface ShareRuntime {
  navigated(url: string): void;
  stop(): void;
}

export function startShare({
  env,
  client,
  registry,
  shareInfo,
  landingUrl = window.location.href,
}: {
  env: ShellEnvironment;
  client: ApolloClient;
  /** The app's actor registry: the share machine shows in the QA studio. */
  registry: ActorRegistry;
  /** The app's share info: the screens' cards. */
  shareInfo: ShareInfoStore;
  landingUrl?: string;
}): ShareRuntime | null {
  if (!env.flags.wechat && !env.flags.wework) return null;
  const fetchConfig = fetchShareConfigWith(client);
  const machine = shareMachine.provide({
    actors: {
      fetchShareConfig: fromPromise<ShareConfig, { url: string }>(({ input }) => fetchConfig(input.url)),
    },
  });
  const actor = createActor(machine, {
    input: {
      ios: env.flags.ios,
      landingUrl,
      defaults: {
        description: DEFAULT_SHARE_DESCRIPTION,
        image: rasterImageUrl(settings.shareImageUrl, { base: landingUrl }),
      },
      shareInfo: shareInfo.get(),
    },
  });
  const unregister = registry.register('share', actor);
  actor.start();
  const unsubscribe = shareInfo.subscribe((info) => actor.send({ type: 'SHARE_INFO_CHANGED', info }));
  return {
    navigated: (url) => actor.send({ type: 'NAVIGATED', url }),
    stop: () => {
      unsubscribe();
      actor.stop();
      unregister();
    },
  };
}
