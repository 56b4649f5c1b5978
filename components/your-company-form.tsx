import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { t } from '@/lib/i18n/catalogue';
import {
  loadYourCompanies,
  MAX_YOUR_PRODUCTS,
  saveYourCompany,
  watchYourCompanies,
  yourCompanyOf,
} from '@/lib/meeting/your-company';
import { findReferenceOption } from '@/lib/research/reference-filter';
import { connectionItem, type YourCompanySetting } from '@/lib/shared/storage-items';
import { backgroundClient } from '@/lib/ui/background-client';
import { Message, type MessageTags } from './message';
import { ReferencePicker } from './research/reference-picker';
import { useReferenceIndex } from './research/use-reference-list';

/** Names from the API and what the rep typed, inside a sentence: isolated, for Hebrew's sake. */
const ISOLATED: MessageTags = {
  vendor: (text) => <bdi>{text}</bdi>,
  typed: (text) => <bdi>{text}</bdi>,
  products: (text) => <bdi>{text}</bdi>,
};

/**
 * Options › Your company: the vendor the rep sells for, from the connection's `/vendors` list, and optionally
 * some of its products from `/products`. Saved at each change, for the connection in use
 * only: a key switch shows that key's own choice (or none).
 */
export function YourCompanyForm() {
  const [connection, setConnection] = useState<string | null | undefined>(undefined);
  const [list, setList] = useState<YourCompanySetting[]>([]);
  const [note, setNote] = useState<ComponentChildren>('');
  const [vendors] = useReferenceIndex('vendors');
  const [productIndex] = useReferenceIndex('products');
  // Product names typed that the list does not hold: shown flagged, never saved.
  const [unsaved, setUnsaved] = useState<string[]>([]);
  const [vendorProducts, setVendorProducts] = useState<string[]>([]);

  useEffect(() => {
    let live = true;
    void connectionItem.getValue().then((value) => live && setConnection(value?.id ?? null));
    const unwatchConnection = connectionItem.watch((value) => {
      setConnection(value?.id ?? null);
      setUnsaved([]);
      setNote('');
    });
    void loadYourCompanies().then((stored) => live && setList(stored));
    const unwatch = watchYourCompanies((stored) => live && setList(stored));
    return () => {
      live = false;
      unwatchConnection();
      unwatch();
    };
  }, []);

  const current = yourCompanyOf(list, connection);
  const vendorSlug = current?.vendor.slug;
  // The vendor's own products (its profile, through the background's cache) are offered for one click.
  useEffect(() => {
    setVendorProducts([]);
    if (!vendorSlug) return;
    let live = true;
    void backgroundClient.vendor(vendorSlug).then((answer) => {
      if (live && answer.ok) setVendorProducts(answer.data.products);
    });
    return () => {
      live = false;
    };
  }, [vendorSlug]);

  if (connection === undefined) return null;
  if (connection === null)
    return (
      <fieldset data-testid="your-company">
        <legend>{t('optionsMore.yourCompanyForm.legend')}</legend>
        <p class="hint">{t('optionsMore.yourCompanyForm.needsKey')}</p>
      </fieldset>
    );

  const vendorIndex = 'ok' in vendors && vendors.ok ? vendors.data : undefined;
  const knownProducts = 'ok' in productIndex && productIndex.ok ? productIndex.data : undefined;

  async function save(next: Omit<YourCompanySetting, 'connection'> | null, message: ComponentChildren) {
    if (!connection) return;
    await saveYourCompany(connection, next);
    setNote(message);
  }

  function pickVendor(values: string[]) {
    const typed = values[values.length - 1];
    if (typed === undefined) {
      setUnsaved([]);
      void save(null, t('optionsMore.yourCompanyForm.cleared'));
      return;
    }
    const vendor = vendorIndex ? findReferenceOption(vendorIndex, typed) : undefined;
    if (!vendor?.slug) {
      setNote(<Message id="optionsMore.yourCompanyForm.notInList" values={{ typed }} tags={ISOLATED} />);
      return;
    }
    setUnsaved([]);
    const products = vendor.slug === current?.vendor.slug ? current.products : [];
    void save(
      { vendor: { slug: vendor.slug, name: vendor.name }, products },
      <Message
        id="optionsMore.yourCompanyForm.savedVendor"
        values={{ vendor: vendor.name }}
        tags={ISOLATED}
      />,
    );
  }

  function pickProducts(values: string[]) {
    if (!current) return;
    const names: string[] = [];
    const unknown: string[] = [];
    for (const value of values) {
      const found = knownProducts ? findReferenceOption(knownProducts, value) : undefined;
      if (found) names.push(found.name);
      else unknown.push(value);
    }
    setUnsaved(unknown);
    if (names.length > MAX_YOUR_PRODUCTS) {
      setNote(t('optionsMore.yourCompanyForm.tooManyProducts', { max: MAX_YOUR_PRODUCTS }));
      return;
    }
    void save(
      { vendor: current.vendor, products: [...new Set(names)] },
      names.length === 0 ? (
        <Message
          id="optionsMore.yourCompanyForm.savedAllProducts"
          values={{ vendor: current.vendor.name }}
          tags={ISOLATED}
        />
      ) : (
        <Message
          id="optionsMore.yourCompanyForm.savedProducts"
          values={{ products: names.join(t('optionsMore.yourCompanyForm.listSeparator')) }}
          tags={ISOLATED}
        />
      ),
    );
  }

  const offered = vendorProducts.filter((product) => !current?.products.includes(product));
  return (
    <fieldset data-testid="your-company">
      <legend>{t('optionsMore.yourCompanyForm.legend')}</legend>
      <p class="hint">{t('optionsMore.yourCompanyForm.hint')}</p>
      <ReferencePicker
        label={t('optionsMore.yourCompanyForm.vendorLabel')}
        list="vendors"
        values={current ? [current.vendor.name] : []}
        onChange={pickVendor}
        placeholder={t('optionsMore.yourCompanyForm.vendorPlaceholder')}
      />
      {current && (
        <>
          <ReferencePicker
            label={t('optionsMore.yourCompanyForm.productsLabel')}
            list="products"
            values={[...current.products, ...unsaved]}
            onChange={pickProducts}
          />
          {offered.length > 0 && (
            <p class="hint">
              <Message
                id="optionsMore.yourCompanyForm.vendorProducts"
                values={{ vendor: current.vendor.name }}
                tags={ISOLATED}
              />{' '}
              {offered.map((product, at) => (
                <span key={product}>
                  {at > 0 && t('optionsMore.yourCompanyForm.listSeparator')}
                  <button
                    type="button"
                    class="link user-text"
                    dir="auto"
                    onClick={() => pickProducts([...current.products, product])}
                  >
                    {product}
                  </button>
                </span>
              ))}
            </p>
          )}
        </>
      )}
      <p role="status" class="hint" data-testid="your-company-status">
        {note}
      </p>
    </fieldset>
  );
}
