import { GraphQLDate } from 'graphql-scalars';

/**
 * `Date`: a calendar day written `YYYY-MM-DD` (graphql-scalars' RFC 3339 full-date), for values that
 * are days rather than moments. Resolvers hand it the day as that string. (JavaScript `Date` fields
 * stay TypeGraphQL's `DateTimeISO`.)
 */
export const CalendarDayScalar = GraphQLDate;
