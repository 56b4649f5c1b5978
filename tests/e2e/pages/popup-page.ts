import type { Page } from 'playwright-core';
import type { ExtensionSession } from '../harness';
import { openInOwnWindow } from './side-panel';

/** The toolbar popup, opened as a tab (a test cannot click the toolbar). */
export class PopupPage {
  private constructor(readonly page: Page) {}

  static async open(session: ExtensionSession, query = ''): Promise<PopupPage> {
    return new PopupPage(await session.openPage(`popup.html${query}`));
  }

  /** Opened in a window of its own, so that it closing itself leaves the tested window's tabs alone. */
  static async openInOwnWindow(session: ExtensionSession, query = ''): Promise<PopupPage> {
    return new PopupPage(
      await openInOwnWindow(session.context, `chrome-extension://${session.extensionId}/popup.html${query}`),
    );
  }

  async lookUp(query: string): Promise<void> {
    await this.page.getByLabel('Look up a company').fill(query);
    await this.page.getByLabel('Look up a company').press('Enter');
  }

  get accountName() {
    return this.page.getByTestId('account-name');
  }

  get interviewCount() {
    return this.page.getByTestId('interview-count');
  }

  get error() {
    return this.page.getByTestId('lookup-error');
  }

  get suggestions() {
    return this.page.getByTestId('lookup-suggestions');
  }

  /** The vendor offered for a vendor's own website, in the tab's answer or the lookup box's. */
  get vendorOffer() {
    return this.page.getByTestId('vendor-offer');
  }

  get recent() {
    return this.page.getByTestId('recent-lookups');
  }
}
