import { createContext, useContext } from 'react';
import { desktopFlags, type ShellEnvironment } from '../platform/device';

export interface NavigationInfo {
  routeName: string | null;
  /** The document title just set (localized, with the brand). */
  title: string;
  /** The full address, hash included. */
  url: string;
}

export interface ShellServices {
  env: ShellEnvironment;
  /** After every navigation, once the title is set: page view, share card. */
  onNavigate?: (info: NavigationInfo) => void;
}

export const defaultShellServices: ShellServices = { env: { flags: desktopFlags, embedded: false } };

const ShellContext = createContext<ShellServices>(defaultShellServices);

export const ShellProvider = ShellContext.Provider;

export function useShell(): ShellServices {
  return useContext(ShellContext);
}
