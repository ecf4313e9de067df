import { describe, expect, it } from '@jest/globals';
import { parse, type DocumentNode } from 'graphql';
import { LeadFieldsFragmentDoc, type LeadFieldsFragment } from '../../../gql/graphql';
import { createAdminCache } from '../apollo/adminCache';
import { applyLeadChange } from './applyLeadChange';

/** Queries as the screens will write them (the `leads` list arrives with the lead operations). */
const withLeadFields = (source: string): DocumentNode => ({
  kind: parse(source).kind,
  definitions: [...parse(source).definitions, ...LeadFieldsFragmentDoc.definitions],
});
const LIST = withLeadFields('query TestBoard { leads { ...LeadFields } }');
const PROFILE = withLeadFields('query TestProfile($id: ID!) { lead(id: $id) { ...LeadFields } }');

function lead(id: string, fields: Partial<LeadFieldsFragment> = {}): LeadFieldsFragment {
  const base = {
    __typename: 'Lead',
    id,
    name: `Lead ${id}`,
    email: `${id}@example.nl`,
    phone: null,
    phoneInvalid: false,
    company: null,
    website: null,
    source: 'QUICKSCAN',
    status: 'NEW',
    outcome: 'OPEN',
    createdAt: '2025-03-05T10:00:00.000Z',
    updatedAt: '2025-03-05T10:00:00.000Z',
    lastContact: null,
    notes: null,
    message: null,
    budget: null,
    leadScore: null,
    qualification: null,
    scoreBreakdown: [],
    surveyCompletedAt: null,
    nextActionOn: null,
    nextActionNote: null,
    followUp: 'NONE',
    appointments: [],
    highValue: false,
    pipelineOrder: 1,
    value: 2300,
    valueIsCustom: false,
    packageLabel: 'Starter Pakket',
    buttonClick: null,
    attribution: null,
    survey: null,
  };
  return { ...base, ...fields } as LeadFieldsFragment;
}

const survey = (fields: Record<string, unknown>) => ({
  __typename: 'Survey',
  completed: false,
  businessServices: [],
  businessType: null,
  businessSize: null,
  currentMarketing: [],
  marketingMethods: null,
  doingMarketingSelf: null,
  monthlyBudget: null,
  mainChallenges: [],
  biggestFrustration: null,
  missedOpportunities: null,
  improvementAreas: [],
  competitorAdvantages: null,
  specificGoals: null,
  timeline: null,
  priorities: [],
  successMetrics: [],
  investmentBudget: null,
  budgetFlexibility: null,
  expectedROI: null,
  websiteSatisfaction: null,
  ...fields,
});

function cacheWithBoard(...leads: LeadFieldsFragment[]) {
  const cache = createAdminCache();
  cache.writeQuery({ query: LIST, data: { leads } });
  return cache;
}

const listed = (cache: ReturnType<typeof createAdminCache>) => cache.readQuery<{ leads: LeadFieldsFragment[] }>({ query: LIST })?.leads;

describe('applyLeadChange on the admin cache', () => {
  it('UPDATED: every query showing the lead sees the new fields', () => {
    const cache = cacheWithBoard(lead('a'), lead('b'));
    applyLeadChange(cache, { kind: 'UPDATED', id: 'a', lead: lead('a', { status: 'CLOSED', outcome: 'WON', notes: 'Getekend' }) });

    expect(listed(cache)?.map((entry) => [entry.id, entry.status, entry.outcome, entry.notes])).toEqual([
      ['a', 'CLOSED', 'WON', 'Getekend'],
      ['b', 'NEW', 'OPEN', null],
    ]);
    // The profile of a lead already in the cache is answered from it, complete.
    expect((cache.readQuery({ query: PROFILE, variables: { id: 'a' } }) as { lead: LeadFieldsFragment }).lead.notes).toBe('Getekend');
  });

  it('UPDATED: a new survey replaces the old answers instead of merging into them', () => {
    const cache = cacheWithBoard(lead('a', { survey: survey({ businessServices: ['daken', 'goten'], timeline: 'ASAP' }) }));
    applyLeadChange(cache, { kind: 'UPDATED', id: 'a', lead: lead('a', { survey: survey({ businessServices: ['daken'] }) }) });
    expect(listed(cache)?.[0].survey).toMatchObject({ businessServices: ['daken'], timeline: null });
  });

  it('CREATED: the lead is readable at once; lists decide themselves whether it belongs', () => {
    const cache = cacheWithBoard(lead('a'));
    applyLeadChange(cache, { kind: 'CREATED', id: 'n', lead: lead('n', { name: 'Nieuwe <b>lead</b>' }) });

    expect((cache.readQuery({ query: PROFILE, variables: { id: 'n' } }) as { lead: LeadFieldsFragment }).lead.name).toBe(
      'Nieuwe <b>lead</b>',
    );
    expect(listed(cache)?.map((entry) => entry.id)).toEqual(['a']);
  });

  it('DELETED: the lead leaves every list and its profile is no longer answered from the cache', () => {
    const cache = cacheWithBoard(lead('a'), lead('b'), lead('c'));
    cache.writeQuery({ query: PROFILE, variables: { id: 'b' }, data: { lead: lead('b') } });
    applyLeadChange(cache, { kind: 'DELETED', id: 'b', lead: null });

    expect(listed(cache)?.map((entry) => entry.id)).toEqual(['a', 'c']);
    expect(cache.readQuery({ query: PROFILE, variables: { id: 'b' } })).toBeNull();
    expect(Object.keys(cache.extract())).not.toContain('Lead:b');
  });

  it('ignores an event without a lead for a create or update', () => {
    const cache = cacheWithBoard(lead('a'));
    applyLeadChange(cache, { kind: 'UPDATED', id: 'a', lead: null });
    expect(listed(cache)?.[0].name).toBe('Lead a');
  });
});
