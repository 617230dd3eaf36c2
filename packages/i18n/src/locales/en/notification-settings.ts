/** The profile page's "you got paid" e-mail setting (docs/paid-emails.md). */
export const notificationSettings = {
  title: 'E-mails when you get paid',
  description:
    "Sent to each owner of the account in their own language; when a TCMB rate is stored, with the amount's value in Turkish lira at that rate.",
  legend: 'Send me',
  options: {
    each: 'An e-mail for each payment',
    daily: "A daily summary of the previous day's payments",
    off: 'No payment e-mails',
  },
  save: 'Save',
  saved: 'Your choice is saved.',
  loadFailed: 'The e-mail settings could not be loaded.',
};
