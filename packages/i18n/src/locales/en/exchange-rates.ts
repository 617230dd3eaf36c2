export const exchangeRates = {
  title: 'Exchange rates',
  description:
    "The rate to Turkish lira each currency converts at now: the Central Bank of the Republic of Türkiye's (TCMB) indicative selling rate of the day, or a rate an admin entered when the feed could not be read.",
  loadFailed: 'The exchange rates could not be loaded.',
  table: {
    caption: 'Current rates to Turkish lira',
    currency: 'Currency',
    rate: 'Rate (TRY for 1 unit)',
    date: 'Rate date',
    source: 'Source',
    entered: 'Entered',
  },
  sources: { tcmb: 'TCMB', manual: 'Entered by hand' },
  enteredBy: '{{admin}}, {{time}}',
  fetchedAt: 'Read from the feed, {{time}}',
  empty: {
    title: 'No rates yet',
    text: 'No TCMB bulletin has been read and no rate entered: nothing can be converted to lira until one is.',
  },
  lastFetch: {
    none: 'The TCMB feed has not been read yet.',
    fetched: "TCMB's bulletin of {{day}} was read on {{time}}.",
    not_published:
      'On {{time}} TCMB had no bulletin for {{day}} yet (it publishes around 15:30 on business days, none on holidays). The last rates stay in use with their date; the feed is read again later.',
    feed_unavailable:
      'On {{time}} the TCMB feed could not be reached. The last rates stay in use with their date; the feed is read again later, or enter a rate by hand.',
    malformed:
      'On {{time}} the TCMB feed answered with something that is not a rates bulletin. The last rates stay in use; enter a rate by hand if they are too old.',
    missing: 'Not in the bulletin: {{currencies}}.',
  },
  manual: {
    action: 'Enter a rate',
    title: 'Enter a rate by hand',
    description:
      "For today (Istanbul time), when TCMB's feed cannot be read. It is used until a newer rate arrives; TCMB's bulletin of the same day replaces it. The entry is recorded in the audit log.",
    currency: 'Currency',
    rate: 'Turkish lira for 1 unit',
    rateHint: 'As TCMB writes it: a dot before the decimals, up to {{rateDecimals}} of them (e.g. 42.4415).',
    rateInvalid:
      'Enter a rate above zero and at most {{maxRate}}, with a dot before the decimals and at most {{rateDecimals}} decimal places.',
    submit: 'Save rate',
    saving: 'Saving…',
    saved: 'The {{currency}} rate of {{rate}} is in use from now.',
  },
};
