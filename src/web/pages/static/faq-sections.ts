// The contact page's quick answers link to these sections too.

/**
 * The five FAQ sections (spec 001 §9; its Covid-19 section is now about health: decision 156), each
 * with its anchor and number of questions.
 */
export const faqSections = [
  { id: 'travellers', key: 'travellers', count: 6 },
  { id: 'affiliates', key: 'affiliates', count: 6 },
  { id: 'tour-operators', key: 'operators', count: 6 },
  { id: 'safety-tips', key: 'safety', count: 5 },
  { id: 'health', key: 'health', count: 3 },
] as const;
