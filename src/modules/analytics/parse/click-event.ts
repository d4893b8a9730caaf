/** A raw click as the redirect hands it off; parsed later by the batch click writer. */
export interface ClickEvent {
  id: string; // unique event id (idempotency)
  linkId: number;
  at: number; // epoch ms
  method: 'GET' | 'HEAD';
  ip: string; // client IP as resolved by the server (never stored raw)
  userAgent: string; // '' when absent
  referer: string; // raw Referer header, '' when absent
  countryHeader: string; // value of the trusted COUNTRY_HEADER (e.g. CF-IPCountry), '' when none
}
