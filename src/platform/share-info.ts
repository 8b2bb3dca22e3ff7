// The page's WeChat share card (title, description, link, image). Screens declare theirs with
// useShareInfo(); the share machine reads the latest after each navigation.

import { useEffect } from 'react';
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

let current: ShareInfo | null = null;
const listeners = new Set<Listener>();

export function getShareInfo(): ShareInfo | null {
  return current;
}

export function setShareInfo(info: ShareInfo | null): void {
  current = info;
  listeners.forEach((listener) => listener(info));
}

export function onShareInfoChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Declares this screen's share card while it is shown (not kept hidden); null while its data is loading. */
export function useShareInfo(info: ShareInfo | null): void {
  const key = info ? JSON.stringify(info) : '';
  const shown = useViewShown();
  useEffect(() => {
    if (!key || !shown) return;
    const parsed = JSON.parse(key) as ShareInfo;
    setShareInfo(parsed);
    return () => {
      if (getShareInfo() && JSON.stringify(getShareInfo()) === key) setShareInfo(null);
    };
  }, [key, shown]);
}
