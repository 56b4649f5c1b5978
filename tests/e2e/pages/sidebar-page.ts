import type { Page } from 'playwright-core';
import { type ExtensionSession, tabIdOf } from '../harness';
import { companyPage, openSidebarFor, serveSite } from './ui-helpers';

/** The account sidebar, opened as a tab that follows another tab. */
export class SidebarPage {
  private constructor(readonly page: Page) {}

  static async open(session: ExtensionSession, tabId: number): Promise<SidebarPage> {
    return new SidebarPage(await openSidebarFor(session, tabId));
  }

  /** The sidebar page as a tab on an account's route (`#account/<slug>`), 400 px wide, following no tab. */
  static async onAccount(session: ExtensionSession, slug: string): Promise<SidebarPage> {
    const page = await session.context.newPage();
    await page.setViewportSize({ width: 400, height: 900 });
    await page.goto(
      `chrome-extension://${session.extensionId}/sidepanel.html#account/${encodeURIComponent(slug)}`,
    );
    return new SidebarPage(page);
  }

  /** A company's website (https://www.<domain>/, a plain page) in a tab, and the sidebar following it. */
  static async besideWebsite(
    session: ExtensionSession,
    domain: string,
    title = domain,
  ): Promise<{ site: Page; sidebar: SidebarPage }> {
    const origin = `https://www.${domain}`;
    await serveSite(session.context, origin, companyPage(title));
    const site = await session.context.newPage();
    await site.goto(`${origin}/`);
    return {
      site,
      sidebar: await SidebarPage.open(session, await tabIdOf(session.serviceWorker, site.url())),
    };
  }

  get accountName() {
    return this.page.getByTestId('account-name');
  }

  get interviewCount() {
    return this.page.getByTestId('interview-count');
  }

  get stackRows() {
    return this.page.getByTestId('stack-row');
  }

  get errorNotice() {
    return this.page.getByTestId('error-notice');
  }

  get tabStatus() {
    return this.page.getByTestId('tab-status');
  }

  /** The note shown when the tab's account was found by the name a CRM record shows, not by a domain. */
  get matchedByName() {
    return this.page.getByTestId('matched-by-name');
  }

  /** Expands the sentiment of the vendor named in a stack row. */
  async expandVendor(vendorName: string): Promise<void> {
    await this.page.getByTestId('vendor-expander').filter({ hasText: vendorName }).first().click();
  }

  /** The product of the first stack row whose vendor is `vendorName`. */
  async stackProductOf(vendorName: string): Promise<string> {
    const row = this.stackRows.filter({
      has: this.page.getByTestId('vendor-expander').filter({ hasText: vendorName }),
    });
    return (await row.first().locator('strong').first().textContent()) ?? '';
  }

  /** The vendor offered where the tab is a vendor's own website that is no account. */
  get vendorOffer() {
    return this.page.getByTestId('vendor-offer');
  }

  get vendorProfile() {
    return this.page.getByTestId('vendor-profile');
  }

  get vendorName() {
    return this.page.getByTestId('vendor-name');
  }

  /** The profile's active filters ("Filtered to … ✕"), one per filter. */
  vendorFilter(filter: 'product' | 'useCase') {
    return this.page.locator(`[data-testid="vendor-filter"][data-filter="${filter}"]`);
  }

  async removeVendorFilter(filter: 'product' | 'useCase'): Promise<void> {
    await this.vendorFilter(filter)
      .getByRole('button', { name: /^Remove the filter/ })
      .click();
  }

  /** Each buyer interview's perspective, and its products with their ratings, on the vendor profile. */
  get buyerPerspectives() {
    return this.page.getByTestId('buyer-perspective');
  }

  get relevantStacks() {
    return this.page.getByTestId('relevant-stack');
  }

  /** Switches the sidebar to Research and opens one of its views. */
  async openResearch(view: 'Accounts' | 'Interviews' | 'Vendors'): Promise<void> {
    await this.page.getByRole('button', { name: 'Research', exact: true }).click();
    await this.page.getByRole('tab', { name: view, exact: true }).click();
  }

  get vendorSearchBox() {
    return this.page.getByLabel('Find a vendor');
  }

  get vendorRows() {
    return this.page.getByTestId('vendor-row');
  }

  /** Types into Research › Vendors' box, as a rep would, key by key. */
  async typeVendorSearch(text: string): Promise<void> {
    await this.vendorSearchBox.fill('');
    await this.vendorSearchBox.pressSequentially(text);
  }

  /** Opens the vendor of a Research › Vendors row. */
  async openVendorRow(slug: string): Promise<void> {
    await this.page.locator(`[data-testid="vendor-row"][data-slug="${slug}"]`).getByRole('button').click();
  }

  async openSection(name: 'Q&A' | 'Interviews' | RegExp): Promise<void> {
    await this.page.getByRole('tab', { name }).click();
  }

  async back(): Promise<void> {
    await this.page.getByRole('button', { name: 'Back' }).click();
  }
}
