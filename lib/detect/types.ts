/** What the detector names: the registrable domain of the one buyer company the page shows. */
export type Detection = { domain: string; source: string; name?: string };

/** What a site adapter found on the page, before normalisation (which needs the Public Suffix List). */
export type DetectionCandidate = { source: string; name?: string; values: string[] };
