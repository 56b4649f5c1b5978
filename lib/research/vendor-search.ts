// Research › Vendors: finding a vendor in the reference `/vendors` list (docs/api.md 4.3) by what a rep
// remembers of it, a name or a website. The list is small (tens to a few hundred vendors) and cached by the
// background for an hour, so it is filtered on every keystroke without asking the API (./reference-filter.ts,
// the same search the pickers use).

/** A vendor search as a value: the text typed. Its canonical query string is the page's URL fragment. */
export type VendorSearch = { text: string };

/** The canonical query string of a vendor search (`q=<text>`), empty when nothing was typed. */
export function vendorSearchToQuery(search: VendorSearch): string {
  const text = search.text.trim().replace(/\s+/g, ' ');
  return text ? new URLSearchParams({ q: text }).toString() : '';
}

/** The vendor search a query string names; anything but `q` is ignored. */
export function vendorSearchFromQuery(query: string): VendorSearch {
  const text = new URLSearchParams(query).get('q') ?? '';
  return { text: text.trim().replace(/\s+/g, ' ') };
}
