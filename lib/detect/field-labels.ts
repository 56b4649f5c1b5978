// What the products call the fields the adapters read, in the languages they ship: the fallback when a page
// offers no language-independent hook (lib/detect/sites/*: API field names, data-* ids, element types). Labels
// are compared after normalizeLabel (case, NBSP and narrow NBSP, a trailing ":", "：" or "*"), so each label is
// written once, in lower case. Each language's entry follows a comment on where its labels come from:
// "observed" (a page or fixture that shows it), a vendor page, or "approximated" (the product's wording as its
// translators render it, not yet checked against the product in that language).
// tests/unit/detect/field-labels.test.ts requires that comment and all eleven languages for every field. Kept
// compact: it ships in the CRM and LinkedIn content scripts, each held to 10 KB gzip.

/** A field the adapters read by label when no hook shows it. */
export type LabelledField =
  | 'website'
  | 'visitWebsite'
  | 'email'
  | 'accountName'
  | 'companyDomain'
  | 'company'
  | 'workEmail'
  | 'currentPosition'
  | 'positionAt';

/** The UI languages every field's labels cover (the languages Salesforce, LinkedIn, Dynamics and Zoho ship). */
export const LABEL_LANGUAGES = [
  'en',
  'de',
  'fr',
  'es',
  'it',
  'pt-BR',
  'nl',
  'ja',
  'zh-CN',
  'ko',
  'sv',
] as const;

/** One field's labels: per UI language, as the products show them (lower case). */
export type LabelTable = Record<(typeof LABEL_LANGUAGES)[number], readonly string[]>;

/**
 * A company's web address, per language: Salesforce, Dynamics, Zoho and Pipedrive "Website", HubSpot
 * "Website URL", LinkedIn's About card "Website".
 */
export const WEBSITE_LABELS: LabelTable = {
  // Apollo names its company's website icon link "website link"; Copper's full profile, its input "Add Website".
  // observed: the en fixtures (Salesforce, Dynamics, Zoho, Pipedrive, HubSpot, LinkedIn, Apollo, Copper)
  en: ['website', 'web site', 'website url', 'company website', 'website link', 'add website'],
  // approximated: Salesforce, Dynamics and Zoho keep "Website" in German
  de: ['website', 'webseite', 'website-url'],
  // approximated: Salesforce and Dynamics "Site Web", HubSpot "URL du site web"
  fr: ['site web', 'url du site web'],
  // approximated: Salesforce "Sitio Web", HubSpot "URL del sitio web"
  es: ['sitio web', 'url del sitio web'],
  // approximated: Salesforce "Sito Web"
  it: ['sito web', 'url del sito web'],
  // approximated: Salesforce "Site", HubSpot "URL do site"; Freshsales and SugarCRM keep "Website"
  'pt-BR': ['site', 'url do site', 'website'],
  // approximated
  nl: ['website', 'website-url'],
  // approximated: Salesforce and Dynamics "Web サイト", LinkedIn "ウェブサイト"
  ja: ['web サイト', 'webサイト', 'ウェブサイト', 'ウェブサイト url'],
  // approximated: Salesforce "网站"
  'zh-CN': ['网站', '网址', '网站 url'],
  // approximated: Salesforce "웹 사이트"
  ko: ['웹 사이트', '웹사이트', '웹사이트 url'],
  // approximated
  sv: ['webbplats', 'webbplatsens url'],
};

/** The link that opens a company's website (LinkedIn's top-card button), per language. */
export const VISIT_WEBSITE_LABELS: LabelTable = {
  // observed: linkedin fixtures (logged in and logged out)
  en: ['visit website', 'website'],
  // approximated
  de: ['website besuchen', 'website'],
  // approximated
  fr: ['voir le site web', 'visiter le site web', 'site web'],
  // approximated
  es: ['visitar sitio web', 'sitio web'],
  // approximated
  it: ['visita il sito web', 'sito web'],
  // approximated
  'pt-BR': ['acessar site', 'visitar site', 'site'],
  // approximated
  nl: ['website bezoeken', 'website'],
  // approximated
  ja: ['ウェブサイトを見る', 'ウェブサイトにアクセス', 'ウェブサイト'],
  // approximated
  'zh-CN': ['访问网站', '网站'],
  // approximated
  ko: ['웹사이트 방문하기', '웹사이트 방문', '웹사이트'],
  // approximated
  sv: ['besök webbplats', 'webbplats'],
};

/** A person's own address (a contact's, a lead's), per language. */
export const EMAIL_FIELD_LABELS: LabelTable = {
  // Outreach and Freshsales call a person's addresses "Emails" (Outreach's prospect attribute `emails`,
  // Freshsales' data-field-rawname="emails"); Copper's full profile names its input "Add Email".
  // observed: the en fixtures (all CRMs)
  en: [
    'email',
    'e-mail',
    'email address',
    'email addresses',
    'emails',
    'work email',
    'business email',
    'primary email',
    'add email',
  ],
  // approximated: Salesforce, Dynamics "E-Mail"; "E-Mails" where a field holds several
  de: ['e-mail', 'e-mails', 'e-mail-adresse', 'e-mail-adressen'],
  // approximated: Salesforce "E-mail", Dynamics "Adresse de messagerie"; "E-mails" where a field holds several
  fr: ['e-mail', 'e-mails', 'adresse e-mail', 'adresse de messagerie', 'courriel'],
  // Dynamics CRM's Spanish help lists the account's "Correo electrónico" field (a copy of Microsoft's help:
  // https://crm.schreder.com/help/3082/OP/content/source_sf_create_account.htm); Salesforce's approximated
  es: ['correo electrónico', 'correos electrónicos', 'correo', 'dirección de correo electrónico'],
  // approximated: Salesforce "Email"
  it: ['e-mail', 'email', 'indirizzo e-mail'],
  // approximated: Salesforce "Email"; "E-mails" where a field holds several
  'pt-BR': ['e-mail', 'e-mails', 'email', 'endereço de e-mail'],
  // approximated
  nl: ['e-mail', 'e-mailadres'],
  // approximated: Salesforce "メール", SugarCRM "Eメール"
  ja: ['メール', 'メールアドレス', '電子メール', 'eメール'],
  // approximated: Salesforce "电子邮件"
  'zh-CN': ['电子邮件', '邮箱', '电子邮件地址'],
  // approximated: Salesforce "이메일"
  ko: ['이메일', '이메일 주소'],
  // approximated
  sv: ['e-post', 'e-postadress'],
};

/** The account an opportunity belongs to, shown by name (Salesforce "Account Name"), per language. */
export const ACCOUNT_NAME_LABELS: LabelTable = {
  // observed: salesforce/lightning-opportunity.html
  en: ['account name'],
  // Salesforce "Accountname" approximated; Dynamics 365 calls an account "Firma" in German, its name "Firmenname":
  // https://docs.microsoft.com/de-de/dynamics365/sales/accounts-contacts
  de: ['accountname', 'account-name', 'firmenname'],
  // approximated
  fr: ['nom du compte'],
  // Salesforce "Nombre de la cuenta" approximated; Dynamics 365 "Nombre de cuenta":
  // https://learn.microsoft.com/es-es/dynamics365/sales/accounts-contacts
  es: ['nombre de la cuenta', 'nombre de cuenta'],
  // approximated
  it: ['nome account'],
  // approximated
  'pt-BR': ['nome da conta'],
  // approximated
  nl: ['accountnaam'],
  // observed: Salesforce's Japanese help names the field 取引先名 (and the parent account 親取引先):
  // https://help.salesforce.com/s/articleView?id=000392271&language=ja&type=1
  ja: ['取引先名'],
  // approximated: Salesforce's Chinese name for Account is 客户
  'zh-CN': ['客户名', '客户名称'],
  // approximated
  ko: ['거래처 이름', '계정 이름'],
  // approximated
  sv: ['kontonamn'],
};

/**
 * A company's domain (HubSpot "Company domain name", Attio "Domains", Pipedrive "Domain", Copper "Email Domain"),
 * per language.
 */
export const COMPANY_DOMAIN_LABELS: LabelTable = {
  // Copper's company field "Email Domain", its full profile's input "Add Email Domain".
  // observed: hubspot, attio and copper fixtures
  en: ['company domain name', 'domain', 'domains', 'email domain', 'add email domain'],
  // approximated
  de: ['domainname des unternehmens', 'domain', 'domains'],
  // approximated
  fr: ["nom de domaine de l'entreprise", 'domaine', 'domaines'],
  // approximated
  es: ['nombre de dominio de la empresa', 'dominio', 'dominios'],
  // approximated
  it: ["nome di dominio dell'azienda", 'dominio', 'domini'],
  // approximated
  'pt-BR': ['nome de domínio da empresa', 'domínio', 'domínios'],
  // approximated
  nl: ['domeinnaam bedrijf', 'domein', 'domeinen'],
  // approximated
  ja: ['会社のドメイン名', 'ドメイン'],
  // approximated
  'zh-CN': ['公司域名', '域名'],
  // approximated
  ko: ['회사 도메인 이름', '도메인'],
  // approximated
  sv: ['företagets domännamn', 'domän', 'domäner'],
};

/**
 * A list's column naming a person's company by name (HubSpot contacts "Primary company", Pipedrive people
 * "Organization", Sales Navigator lead lists "Account", Apollo "Company"), per language: read where no hook does.
 */
export const COMPANY_LABELS: LabelTable = {
  // observed: the en list fixtures (HubSpot, Pipedrive, Sales Navigator, Apollo, Outreach, Salesloft)
  en: ['company', 'company name', 'primary company', 'organization', 'account', 'account name'],
  // approximated: HubSpot "Primäres Unternehmen", Pipedrive "Organisation"
  de: ['unternehmen', 'firma', 'unternehmensname', 'primäres unternehmen', 'organisation', 'account'],
  // approximated: HubSpot "Entreprise principale", Pipedrive "Organisation", Sales Navigator "Compte"
  fr: ['entreprise', 'société', "nom de l'entreprise", 'entreprise principale', 'organisation', 'compte'],
  // approximated: HubSpot "Empresa principal", Pipedrive "Organización", Sales Navigator "Cuenta"
  es: ['empresa', 'nombre de la empresa', 'empresa principal', 'organización', 'cuenta'],
  // approximated
  it: ['azienda', "nome dell'azienda", 'azienda principale', 'organizzazione', 'account'],
  // approximated: HubSpot "Empresa principal", Pipedrive "Organização", Sales Navigator "Conta"
  'pt-BR': ['empresa', 'nome da empresa', 'empresa principal', 'organização', 'conta'],
  // approximated
  nl: ['bedrijf', 'bedrijfsnaam', 'primair bedrijf', 'organisatie', 'account'],
  // approximated: HubSpot "プライマリー会社", Pipedrive "組織", Sales Navigator "アカウント"
  ja: ['会社', '会社名', 'プライマリー会社', '組織', 'アカウント'],
  // approximated
  'zh-CN': ['公司', '公司名称', '主要公司', '组织', '客户'],
  // approximated
  ko: ['회사', '회사 이름', '기본 회사', '조직', '계정'],
  // approximated
  sv: ['företag', 'företagsnamn', 'primärt företag', 'organisation', 'konto'],
};

/**
 * The type a list shows beside a person's business address (Pipedrive's "pepper@stark.com (Work)"), per
 * language: of several addresses, the one so marked is the person's at work.
 */
export const WORK_EMAIL_LABELS: LabelTable = {
  // observed: pipedrive's webapp list grid as a Cypress page object reads it ("(Work)", "(Home)", "(Other)")
  en: ['work'],
  // approximated: Pipedrive "Arbeit" (its person form's type picker)
  de: ['arbeit', 'geschäftlich'],
  // approximated: Pipedrive "Travail"
  fr: ['travail', 'professionnel'],
  // approximated: Pipedrive "Trabajo"
  es: ['trabajo'],
  // approximated
  it: ['lavoro'],
  // approximated: Pipedrive "Trabalho"
  'pt-BR': ['trabalho', 'comercial'],
  // approximated
  nl: ['werk'],
  // approximated: Pipedrive "勤務先"
  ja: ['勤務先', '仕事'],
  // approximated
  'zh-CN': ['工作'],
  // approximated
  ko: ['직장'],
  // approximated
  sv: ['arbete'],
};

/**
 * The label before a person's current position in a search result's summary (LinkedIn "Current: VP Sales at
 * Acme"), per language.
 */
export const CURRENT_POSITION_LABELS: LabelTable = {
  // observed: LinkedIn people search as parsers read it (/^Current:/i; "Current:", "Skills:" lines)
  en: ['current'],
  // approximated
  de: ['aktuell'],
  // approximated
  fr: ['actuel', 'poste actuel'],
  // approximated
  es: ['actual', 'cargo actual'],
  // approximated
  it: ['attuale'],
  // approximated
  'pt-BR': ['atual', 'cargo atual'],
  // approximated
  nl: ['huidig'],
  // approximated
  ja: ['現在'],
  // approximated
  'zh-CN': ['目前', '现任'],
  // approximated
  ko: ['현재'],
  // approximated
  sv: ['nuvarande'],
};

/** The word between a position and its company ("VP Sales at Acme", "Founder @ Globex"), per language. */
export const POSITION_AT_LABELS: LabelTable = {
  // observed: LinkedIn search parsers split "Title at Company" on " at " (and " @ " in headlines)
  en: ['at', '@'],
  // approximated
  de: ['bei', '@'],
  // approximated
  fr: ['chez', '@'],
  // approximated
  es: ['en', '@'],
  // approximated
  it: ['presso', '@'],
  // approximated
  'pt-BR': ['na', 'no', 'em', '@'],
  // approximated
  nl: ['bij', '@'],
  // approximated
  ja: ['@'],
  // approximated
  'zh-CN': ['@'],
  // approximated
  ko: ['@'],
  // approximated
  sv: ['på', 'hos', '@'],
};

/** Every field's table by name (for tests and README; adapters import the tables they read). */
export const FIELD_LABELS: Record<LabelledField, LabelTable> = {
  website: WEBSITE_LABELS,
  visitWebsite: VISIT_WEBSITE_LABELS,
  email: EMAIL_FIELD_LABELS,
  accountName: ACCOUNT_NAME_LABELS,
  companyDomain: COMPANY_DOMAIN_LABELS,
  company: COMPANY_LABELS,
  workEmail: WORK_EMAIL_LABELS,
  currentPosition: CURRENT_POSITION_LABELS,
  positionAt: POSITION_AT_LABELS,
};

/**
 * Every label of the given tables, in every language, once each (lower case, ready for normalizeLabel). Each
 * table is its own constant so that a content script carries only the fields its adapters read.
 */
/* @__NO_SIDE_EFFECTS__ */
export function labelsOf(...tables: readonly LabelTable[]): string[] {
  const labels = new Set<string>();
  for (const table of tables)
    for (const language of LABEL_LANGUAGES) for (const label of table[language]) labels.add(label);
  return [...labels];
}

/**
 * A table's labels in the page's language (`lang`, as an html element's lang attribute says it: "fr", "pt-BR",
 * "de-DE") and in English, for text the product words in the rep's language around what users typed.
 */
export function labelsIn(table: LabelTable, lang: string): string[] {
  const [base = ''] = lang.toLowerCase().split('-');
  const language =
    LABEL_LANGUAGES.find((code) => code.toLowerCase() === lang.toLowerCase()) ??
    LABEL_LANGUAGES.find((code) => code.split('-')[0] === base);
  return [...new Set([...table.en, ...(language ? table[language] : [])])];
}
