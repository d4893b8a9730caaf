// Heavily phished brands (APWG and vendor phishing reports). The label left of the suffix
// is what a lookalike imitates; the whole domain is the genuine one.
export const BRAND_DOMAINS: readonly string[] = [
  'paypal.com', 'apple.com', 'icloud.com', 'google.com', 'gmail.com', 'youtube.com',
  'microsoft.com', 'office.com', 'outlook.com', 'live.com', 'onedrive.com', 'sharepoint.com',
  'amazon.com', 'facebook.com', 'instagram.com', 'whatsapp.com', 'messenger.com', 'netflix.com',
  'chase.com', 'wellsfargo.com', 'bankofamerica.com', 'citibank.com', 'capitalone.com',
  'americanexpress.com', 'usbank.com', 'hsbc.com', 'barclays.co.uk', 'santander.com',
  'natwest.com', 'linkedin.com', 'twitter.com', 'tiktok.com', 'yahoo.com', 'dropbox.com',
  'docusign.com', 'adobe.com', 'dhl.com', 'fedex.com', 'usps.com', 'coinbase.com',
  'binance.com', 'kraken.com', 'metamask.io', 'blockchain.com', 'steamcommunity.com',
  'steampowered.com', 'roblox.com', 'ebay.com', 'walmart.com', 'alibaba.com', 'aliexpress.com',
  'spotify.com', 'github.com', 'irs.gov', 'booking.com', 'airbnb.com', 'mastercard.com',
  'visa.com', 'discord.com', 'telegram.org', 'zoom.us', 'verizon.com',
];
