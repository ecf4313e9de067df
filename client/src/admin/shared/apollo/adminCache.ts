import { InMemoryCache, type Reference } from '@apollo/client/cache';

/**
 * The admin cache. Every Lead is one normalised record (`Lead:<id>`), whichever query, mutation or
 * live event brought it, so an edit on the profile shows on the board and in the list at once.
 */
export function createAdminCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Lead: {
        keyFields: ['id'],
        fields: {
          // Value objects without an id: an incoming one is the lead's whole current answer set.
          survey: { merge: false },
          buttonClick: { merge: false },
          scoreBreakdown: { merge: false },
        },
      },
      Survey: { keyFields: false },
      ButtonClick: { keyFields: false },
      User: { keyFields: ['id'] },
      Query: {
        fields: {
          // A lead already in the cache (from the board or list) renders its profile at once; the
          // query still asks the server when fields are missing.
          lead: {
            read(existing: Reference | undefined, { args, toReference }) {
              if (existing !== undefined) return existing;
              return typeof args?.id === 'string' ? toReference({ __typename: 'Lead', id: args.id }) : undefined;
            },
          },
          // Lists and figures are answers to their arguments (filters, period, page): a new answer
          // replaces the old one instead of being merged into it. A screen that pages with
          // offset/limit and wants one growing list writes its own merge here.
          leads: { merge: false },
          dashboard: { merge: false },
        },
      },
    },
  });
}
