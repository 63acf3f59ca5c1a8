// Facts about the business shown in the interface. Values an operator of the site changes live here.
export type SocialNetwork = 'facebook' | 'instagram' | 'linkedin';

export const siteConfig = {
  /** Customer support line (Portuguese number), answered working days 9:00–18:00 Lisbon time (spec 001 §9 says GMT, which Portugal keeps only in winter). */
  supportPhone: { display: '+351 291 000 000', href: 'tel:+351291000000' },
  /** Social profiles; a network shows in the footer only when its URL is set. */
  social: { facebook: null, instagram: null, linkedin: null } as Record<
    SocialNetwork,
    string | null
  >,
  /** Image attributions listed in the footer's credits; each is a message id of the layout namespace. */
  imageCredits: ['layout.credits.demoPhotos'],
} as const;
