import { useEffect, useState } from 'preact/hooks';
import { t } from '@/lib/i18n/catalogue';
import { myAccountsUnreadItem } from '@/lib/shared/storage-items';

/**
 * The popup's way to My accounts, with What's new's unread count when the current connection has some (the
 * watch writes the count: nothing of the list is read here).
 */
export function PopupMyAccounts({
  connection,
  onOpen,
}: {
  connection: string | null | undefined;
  onOpen: () => void;
}) {
  const [unread, setUnread] = useState(0);
  useEffect(() => {
    if (!connection) return;
    const show = (value: { connection: string; unread: number } | null) =>
      setUnread(value?.connection === connection ? value.unread : 0);
    void myAccountsUnreadItem.getValue().then(show);
    return myAccountsUnreadItem.watch(show);
  }, [connection]);
  if (!connection) return null;
  return (
    <section aria-labelledby="popup-my-accounts" data-testid="popup-my-accounts">
      <h3 id="popup-my-accounts">{t('panel.popup.myAccounts')}</h3>
      <button type="button" class="secondary" onClick={onOpen} data-testid="popup-open-my-accounts">
        {unread > 0 ? t('panel.popup.myAccountsNews', { count: unread }) : t('panel.popup.openMyAccounts')}
      </button>
    </section>
  );
}
