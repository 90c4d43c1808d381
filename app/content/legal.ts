/** "730 days (about 2 years)": a retention period as a person reads it. */
const period = (days: number) => {
  if (days < 60) return `${days} days`;
  if (days < 700) return `${days} days (about ${Math.round(days / 30.44)} months)`;
  const years = Math.round(days / 365.25);
  return `${days} days (about ${years} year${years === 1 ? "" : "s"})`;
};

/**
 * Text of /privacy and /terms. Written for a New Zealand business under the Privacy Act 2020. `retentionDays` is
 * LEADS_RETENTION_DAYS (config/retention.ts), the period after which the inbox deletes quote requests itself.
 */
export const privacySections = (business: string, email: string, phone: string, retentionDays?: number) => [
  {
    heading: "What we collect",
    paragraphs: [
      "When you request a quote on the home page we collect your name, phone number and service type, and, if you give them, your email address, suburb or location, how urgent the job is and your message. The quote page collects your full name, email address, phone number, the service you need and your project details.",
      "We also record the page the request was sent from, the time it arrived and your browser's user-agent string, so we can spot problems with the form.",
    ],
  },
  {
    heading: "How your visit began",
    paragraphs: [
      "To learn which of our pages, adverts and links bring us work, the site notes how your visit began: the first page you opened on our site, the name of the website that sent you here (such as www.google.com, never the page you were on), the campaign labels in that first link (utm_source, utm_medium, utm_campaign, utm_term and utm_content), whether you came from a Google or Facebook advert (only that you did, not the advert's click code), whether you are on a phone, a tablet or a computer (from your screen's width), and a random number for the visit, so that a request sent twice by mistake is kept once.",
      "This note is kept in your browser's session storage, for this tab only, and your browser deletes it when you close the tab. We use no cookies for it, and it goes nowhere on its own: it is sent to us only with a quote request, and kept with the request. Without JavaScript nothing is noted, and your request says we do not know how you found us.",
    ],
  },
  {
    heading: "Why we collect it",
    paragraphs: [
      "We use your details only to respond to your request: to contact you, prepare a quote, book and carry out the work, and keep the records a licensed plumbing business must keep. We do not sell your details or use them for unrelated marketing.",
    ],
  },
  {
    heading: "Where it goes and how long we keep it",
    paragraphs: [
      `Quote requests are sent over an encrypted connection to ${business}'s own quote inbox (or to the form service we have configured) and stored securely. Only our staff can see them, after signing in with their own password.`,
      "With each request we keep our notes on it, how far the job got (contacted, quoted, won or lost) with who changed it and when, and a record of the notifications it sent to our staff.",
      "To see that two requests come from the same person, we compare the phone number and email address you gave with those of requests made in the 90 days before or after. Nothing else is used, and nothing is combined: each request is kept as you sent it.",
      retentionDays
        ? `Quote requests, and everything kept with them, are deleted automatically ${period(retentionDays)} after they arrive.`
        : "We keep quote requests, and everything kept with them, only while we need them to answer you and follow up the job, then delete them.",
      "Invoices and the job records a licensed plumbing business must keep are kept separately, for as long as the law requires.",
    ],
  },
  {
    heading: "Analytics",
    paragraphs: [
      "We measure how the site is used with anonymous events such as page views, which buttons are used and how far pages are scrolled. These events never include what you type into our forms. If your browser sends a Global Privacy Control or Do Not Track signal, no analytics data is sent to third parties. Maps and social media feeds load only when you choose to show them.",
    ],
  },
  {
    heading: "Your rights",
    paragraphs: [
      `Under the Privacy Act 2020 you can ask to see the personal information we hold about you, ask us to correct it, and ask us to delete your quote request: we then remove it and everything kept with it from our inbox, and delete the copies our staff received by email. We answer within 20 working days. Our backups are replaced as they age, and hold a deleted request for at most 14 days more. Contact us at ${email} or ${phone}. If you are not satisfied with our response you can complain to the Office of the Privacy Commissioner (privacy.org.nz).`,
      "When we have done a job for you, we may email you once to ask for a review. If you ask us not to send you review requests, we keep only a scrambled fingerprint of your email address (a keyed hash), not the address itself, so that we never ask you again.",
    ],
  },
];

export const termsSections = (business: string) => [
  {
    heading: "About this website",
    paragraphs: [
      `This website is operated by ${business}. It describes our plumbing services and lets you request a quote. By using it you agree to these terms.`,
    ],
  },
  {
    heading: "Quotes and pricing",
    paragraphs: [
      "A quote request is not a booking. Prices on this site are indicative; we confirm an upfront price before any work begins, and your rights under the Consumer Guarantees Act 1993 are not affected by anything on this site.",
    ],
  },
  {
    heading: "Emergencies",
    paragraphs: ["For emergencies, call us rather than using the quote forms, which are answered in business hours."],
  },
  {
    heading: "Content",
    paragraphs: [
      "We take care to keep information on this site accurate, but it is general information and not advice for your specific situation. Photos and illustrations may show typical work rather than your job.",
    ],
  },
  {
    heading: "Changes",
    paragraphs: [
      "We may update these terms from time to time. The version on this page applies from the date it is published.",
    ],
  },
];
