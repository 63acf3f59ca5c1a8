// An operator's own listing as the own-listings API answers it (page tests of the operator's tools).
import type { OwnListing } from '../../contracts/own-listings';
import { testUser } from './fake-auth';

export const ownListingId = '7d1f2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';

export const ownListingFixture: OwnListing = {
  id: ownListingId,
  title: 'Levada walk',
  description: 'Along the water channel.',
  shortDescription: 'Laurel forest and tunnels',
  state: 'published',
  geolocation: { lat: 32.76, lng: -16.9 },
  price: { amount: 4500, currency: 'EUR' },
  publicData: {
    categories: ['hiking'],
    pickupOffered: false,
    dropoffOffered: false,
    unitType: 'adult',
    cancellationPolicy: 'flexible-24h',
    timezone: 'Atlantic/Madeira',
    highlights: ['A waterfall'],
  },
  createdAt: '2026-01-01T10:00:00.000Z',
  author: {
    id: testUser.id,
    displayName: 'Marta F.',
    abbreviatedName: 'MF',
    bio: null,
    companyName: null,
    isBanned: false,
    isDeleted: false,
    profileImage: null,
  },
  images: [],
  availabilityPlan: null,
  missingForPublish: [],
  updatedAt: '2026-01-01T10:00:00.000Z',
  rejectionReason: null,
  durationMinutes: null,
};
