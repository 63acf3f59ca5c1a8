// The contact page's quick answers link to these sections too.

/** The five FAQ sections (spec 001 §9), each with its anchor and number of questions. */
export const faqSections = [
  { id: 'travellers', key: 'travellers', count: 6 },
  { id: 'affiliates', key: 'affiliates', count: 6 },
  { id: 'tour-operators', key: 'operators', count: 6 },
  { id: 'safety-tips', key: 'safety', count: 5 },
  { id: 'covid-19', key: 'covid', count: 4 },
] as const;
