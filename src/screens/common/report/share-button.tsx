// Share from the report header: the system share sheet where there is one, else the link is copied;
// inside WeChat the menu at the top right is the way (the share card is set with useShareInfo).

import { useMessages } from '../../../i18n/i18n';
import { copyText } from '../../../platform/copy-text';
import { useToast } from '../../../ui/toast-provider';
import { IconButton } from '../../../ui/icon-button';
import { reportMessages } from './messages';

export function ShareButton({ title }: { title: string }) {
  const t = useMessages(reportMessages);
  const toast = useToast();
  const onShare = async () => {
    const url = window.location.href.split('#')[0] ?? window.location.href;
    if (/MicroMessenger/i.test(navigator.userAgent)) {
      toast.show(t('shareHint'));
      return;
    }
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title, url });
        return;
      }
      toast.show((await copyText(url)) ? t('linkCopied') : t('shareHint'));
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      toast.show(t('shareHint'));
    }
  };
  return <IconButton icon="share" aria-label={t('share')} onClick={() => void onShare()} />;
}
