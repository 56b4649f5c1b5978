import { z } from '../api/zod';

// Content scripts run in pages we do not control: everything they send is checked here, where it lands.

export const detectionCandidateSchema = z
  .object({
    source: z.string().min(1).max(40),
    name: z.string().max(300).optional(),
    values: z.array(z.string().max(2_000)).max(20),
  })
  .nullable();

export const lookupRequestSchema = z.object({
  query: z
    .string()
    .trim()
    .min(1, 'Type a domain, an email address or a company name.')
    .max(300, 'That is too long to be a domain or a company name.'),
});

export const tabStateRequestSchema = z.object({ tabId: z.number().int().nonnegative() });
