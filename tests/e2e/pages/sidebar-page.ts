import type { Page } from 'playwright-core';
import type { ExtensionSession } from '../harness';
import { openSidebarFor } from './ui-helpers';

/** The account sidebar, opened as a tab that follows another tab. */
export class SidebarPage {
  private constructor(readonly page: Page) {}

  static async open(session: ExtensionSession, tabId: number): Promise<SidebarPage> {
    return new SidebarPage(await openSidebarFor(session, tabId));
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

  async openSection(name: 'Q&A' | 'Interviews' | RegExp): Promise<void> {
    await this.page.getByRole('tab', { name }).click();
  }

  async back(): Promise<void> {
    await this.page.getByRole('button', { name: 'Back' }).click();
  }
}
