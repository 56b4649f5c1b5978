import { accountDetailEndpoint, accountListEndpoint } from '../api/accounts';
import type { Endpoint } from '../api/endpoint';
import { referenceListEndpoint } from '../api/reference';
import { transcriptEndpoint, transcriptSearchEndpoint } from '../api/transcripts';
import { vendorAlsoBuyEndpoint, vendorBuyersEndpoint, vendorProfileEndpoint } from '../api/vendors';
import type { z } from '../api/zod';
import {
  getAccountRequestSchema,
  getTranscriptRequestSchema,
  getVendorRequestSchema,
  referenceListRequestSchema,
  searchAccountsRequestSchema,
  searchTranscriptsRequestSchema,
  vendorPageRequestSchema,
} from '../schemas/messages';
import type { Fetched, ProtocolMap } from '../shared/messaging';

/** The messages that fetch one endpoint's data for a page. */
export type DataMessage =
  | 'getAccount'
  | 'searchAccounts'
  | 'searchTranscripts'
  | 'getTranscript'
  | 'getVendor'
  | 'listVendorBuyers'
  | 'listVendorAlsoBuy'
  | 'getReferenceList';

/** What a data message answers with when it succeeds. */
type DataOf<Name extends DataMessage> =
  ReturnType<ProtocolMap[Name]> extends Fetched<infer Data> ? Data : never;

/** One data message: the schema its payload must pass, and the endpoint (lib/api) the payload names. */
export type DataMessagePlan<Name extends DataMessage, Request = unknown> = {
  schema: z.ZodMiniType<Request & { refresh?: boolean | undefined }>;
  endpoint(request: Request): Endpoint<DataOf<Name>>;
};

function plan<Name extends DataMessage>() {
  return <Request>(entry: DataMessagePlan<Name, Request>) => entry;
}

/**
 * Every data message, from payload to endpoint: the background answers each from the cache or the API
 * (lib/background/api-gateway.ts). Adding a view's data is one line here and one in the protocol map.
 */
export const DATA_MESSAGES = {
  getAccount: plan<'getAccount'>()({
    schema: getAccountRequestSchema,
    endpoint: ({ id, fields }) => accountDetailEndpoint(id, { fields }),
  }),
  searchAccounts: plan<'searchAccounts'>()({
    schema: searchAccountsRequestSchema,
    endpoint: ({ params }) => accountListEndpoint(params),
  }),
  searchTranscripts: plan<'searchTranscripts'>()({
    schema: searchTranscriptsRequestSchema,
    endpoint: ({ params }) => transcriptSearchEndpoint(params),
  }),
  getTranscript: plan<'getTranscript'>()({
    schema: getTranscriptRequestSchema,
    endpoint: ({ id }) => transcriptEndpoint(id),
  }),
  getVendor: plan<'getVendor'>()({
    schema: getVendorRequestSchema,
    endpoint: ({ slug, params }) => vendorProfileEndpoint(slug, params),
  }),
  listVendorBuyers: plan<'listVendorBuyers'>()({
    schema: vendorPageRequestSchema,
    endpoint: ({ slug, params }) => vendorBuyersEndpoint(slug, params),
  }),
  listVendorAlsoBuy: plan<'listVendorAlsoBuy'>()({
    schema: vendorPageRequestSchema,
    endpoint: ({ slug, params }) => vendorAlsoBuyEndpoint(slug, params),
  }),
  getReferenceList: plan<'getReferenceList'>()({
    schema: referenceListRequestSchema,
    endpoint: ({ list }) => referenceListEndpoint(list),
  }),
} satisfies {
  [Name in DataMessage]: { schema: z.ZodMiniType; endpoint(request: never): Endpoint<DataOf<Name>> };
};
