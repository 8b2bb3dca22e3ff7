// A Button that moves within the app through the router (no page reload); "#id" targets scroll.

import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button, type ButtonProps } from '../../../ui/button';

type LinkButtonProps = Extract<ButtonProps, { href: string }>;

export function scrollToAnchor(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  const reduce =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView?.({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

export function LinkButton({ href, onClick, ...rest }: LinkButtonProps) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    if (href.startsWith('#')) scrollToAnchor(href.slice(1));
    else void navigate(href);
  };
  return <Button {...rest} href={href} onClick={follow} />;
}
