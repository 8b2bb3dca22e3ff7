// The page's WeChat share card (title, description, link, image). Screens declare theirs with
// useShareInfo() in their app's store (AppServices.shareInfo); the share machine is told of each change.

import { useEffect } from 'react';
import { useAppServicesOrNull } from './app-services';
import { rasterImageUrl, type RasterImageUrl } from './raster-image';
import { useViewShown } from './view-shown';

export interface ShareInfo {
  title: string;
  description: string;
  /** Without one the card shows the configured default (SHARE_IMAGE_URL). */
  image?: RasterImageUrl | null;
  /** Defaults to the page address without its hash. */
  link?: string;
}

/** A share card as the graph gives it (ShareInfo in schema.graphql): its picture is kept only when it is a JPEG or PNG. */
export function shareFromGraph(
  share: { title: string; description: string; image?: string | null } | null | undefined,
): ShareInfo | null {
  if (!share) return null;
  return { title: share.title, description: share.description, image: rasterImageUrl(share.image) };
}

type Listener = (info: ShareInfo | null) => void;

/** The card of the page on show, as its screen declared it (AppServices.shareInfo, one per app). */
export interface ShareInfoStore {
  get(): ShareInfo | null;
  set(info: ShareInfo | null): void;
  /** Hears every change (the share machine applies the new card). */
  subscribe(listener: Listener): () => void;
}

export function createShareInfo(): ShareInfoStore {
  let current: ShareInfo | null = null;
  const listeners = new Set<Listener>();
  return {
    get: () => current,
    set(info) {
      current = info;
      listeners.forEach((listener) => listener(info));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/**
 * Declares this screen's share card in its app while it is shown (not kept hidden); null while its data
 * is loading. A screen rendered outside an app declares nothing.
 */
export function useShareInfo(info: ShareInfo | null): void {
  const key = info ? JSON.stringify(info) : '';
  const shown = useViewShown();
  const store = useAppServicesOrNull()?.shareInfo;
  useEffect(() => {
    if (!key || !shown || !store) return;
    store.set(JSON.parse(key) as ShareInfo);
    return () => {
      if (JSON.stringify(store.get()) === key) store.set(null);
    };
  }, [key, shown, store]);
}
