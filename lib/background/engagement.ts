import { ENGAGEMENT_ORIGINS, ENGAGEMENT_SCRIPT_FILE, ENGAGEMENT_SCRIPT_ID } from '../shared/engagement';
import { engagementOnItem } from '../shared/storage-items';
import { type OptionalSurface, registerOptionalSurface, syncSurfaceScript } from './optional-surface';

// Outreach, Salesloft and Apollo, one optional surface (lib/background/optional-surface.ts).
const engagement: OptionalSurface = {
  id: ENGAGEMENT_SCRIPT_ID,
  file: ENGAGEMENT_SCRIPT_FILE,
  origins: ENGAGEMENT_ORIGINS,
  enabled: engagementOnItem,
};

/** Registers or unregisters the engagement content script to match the setting and the grant. Never throws. */
export const syncEngagementScript = (): Promise<boolean> => syncSurfaceScript(engagement);

/** Keeps the engagement content script in step with its setting and grant; call while the worker starts. */
export const registerEngagement = (): void => registerOptionalSurface(engagement);
