/** One `Intl` formatter (or rules) per locale, made on first use: each costs a fraction of a millisecond. */
export function perLocale<Made>(make: (locale: string) => Made): (locale: string) => Made {
  const made = new Map<string, Made>();
  return (locale) => {
    const known = made.get(locale);
    if (known !== undefined) return known;
    const fresh = make(locale);
    made.set(locale, fresh);
    return fresh;
  };
}
