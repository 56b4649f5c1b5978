import { useEffect, useState } from 'preact/hooks';
import { loadCurrentYourCompany, watchYourCompanies, yourCompanyOf } from '@/lib/meeting/your-company';
import { connectionItem, type YourCompanySetting } from '@/lib/shared/storage-items';

/** The rep's "Your company" on the page's connection, kept current when Options changes it. */
export function useYourCompany(): YourCompanySetting | null {
  const [setting, setSetting] = useState<YourCompanySetting | null>(null);
  useEffect(() => {
    let live = true;
    void loadCurrentYourCompany().then((value) => live && setSetting(value));
    const unwatch = watchYourCompanies((list) => {
      void connectionItem.getValue().then((value) => live && setSetting(yourCompanyOf(list, value?.id)));
    });
    return () => {
      live = false;
      unwatch();
    };
  }, []);
  return setting;
}
