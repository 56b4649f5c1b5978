import { useState } from 'preact/hooks';
import type { AccountDetail } from '@/lib/api/accounts';
import type { VendorProfile } from '@/lib/api/vendors';
import { loadMessages, t } from '@/lib/i18n/catalogue';
import { sortStack, stackVendors } from '@/lib/ui/tech-stack';
import { useDataSource } from './data-source';

// A brief names the vendors the rep most likely wants to talk about; more would flood the API.
const BRIEF_VENDORS = 5;

/** Copies the account's summary as Markdown for a CRM note. */
export function CopyBriefButton({ account }: { account: AccountDetail }) {
  const source = useDataSource();
  const [status, setStatus] = useState('');

  async function copy() {
    setStatus(t('account.copyBriefButton.preparing'));
    const vendors = stackVendors(sortStack(account.tech_stack ?? [])).slice(0, BRIEF_VENDORS);
    const profiles = new Map<string, VendorProfile>();
    for (const answer of await Promise.all(vendors.map((vendor) => source.vendor.get(vendor.slug)))) {
      if (answer.ok) profiles.set(answer.data.slug, answer.data);
    }
    // The brief's writer and its words load on the first copy, not with the side panel.
    const [{ buildAccountBrief }] = await Promise.all([
      import('@/lib/ui/account-brief'),
      loadMessages(['accountDetails']),
    ]);
    const brief = buildAccountBrief(account, profiles);
    try {
      await navigator.clipboard.writeText(brief);
      setStatus(t('account.copyBriefButton.copied'));
    } catch {
      setStatus(t('account.copyBriefButton.clipboardRefused'));
    }
  }

  return (
    <span class="row">
      <button type="button" class="secondary" data-testid="copy-brief" onClick={() => void copy()}>
        {t('account.copyBriefButton.copy')}
      </button>
      <span role="status" class="hint" data-testid="copy-brief-status">
        {status}
      </span>
    </span>
  );
}
