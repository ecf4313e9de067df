import { useCallback, useMemo, useRef, useState } from 'react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import {
  PipelineBoardDocument,
  PipelineMoveLeadDocument,
  PipelineSetOutcomeDocument,
  type LeadFilter,
  type LeadOutcome,
} from '../../gql/graphql';
import { toaster } from '../../lib/toaster';
import { loadErrorToast } from '../shared/apollo/errorToast';
import { pipelineColumnTitles } from '../shared/lead/leadLabels';
import { useLeadChanges } from '../shared/live/useLeadChanges';
import {
  buildColumns,
  planMove,
  reuseUnchangedColumns,
  withLead,
  withoutLead,
  type BoardCard,
  type Columns,
  type DropPlace,
} from './boardModel';

const OUTCOME_TOASTS: Record<LeadOutcome, { title: string; description: string }> = {
  WON: { title: 'Lead gewonnen!', description: 'Lead succesvol gemarkeerd als gewonnen' },
  LOST: { title: 'Lead verloren', description: 'Lead succesvol gemarkeerd als verloren' },
  OPEN: { title: 'Lead openstaand', description: 'Lead succesvol gemarkeerd als openstaand' },
};

export interface Board {
  loading: boolean;
  error: boolean;
  retry: () => void;
  /** The filtered columns as shown; an unchanged column keeps its array between renders. */
  columns: Columns | undefined;
  /** Every card of each column, filters ignored (positions count them all). */
  allColumns: Columns | undefined;
  /** Looks a card up as the board shows it now. */
  cardById: (id: string) => BoardCard | undefined;
  /** Shows the move at once, saves it with moveLead, and puts the card back (with a toast) when that fails. */
  move: (card: BoardCard, place: DropPlace) => void;
  setOutcome: (card: BoardCard, outcome: LeadOutcome) => void;
  /** While the user drags `card`, changes from elsewhere to it wait (it must not jump under the pointer). */
  hold: (card: BoardCard) => void;
  /** The drag ended without a drop: show the card as the board has it now (remote changes included). */
  release: (id: string) => void;
  /** A lead saved elsewhere on this page (the detail dialog): the board shows the server's answer at once. */
  saved: (lead: BoardCard) => void;
}

/**
 * The pipeline's data: the first 1000 leads of every column (one query), kept here in React state rather than in the Apollo
 * cache, plus local overrides for what the server has not confirmed yet.
 *
 * Why not the cache: normalising 2 000 leads into it (and reading them back out) took most of the
 * board's first render (docs/benchmarks.md). So the query runs with `no-cache` and this hook
 * follows the same sources the cache would: `leadChanged` events (created, updated, deleted, by
 * anyone), the answers to its own moves and outcomes, and `saved` for the dialog's edits. The board
 * asks the server afresh each time it opens, so edits made on other screens are there too.
 */
export function useBoard(filter: LeadFilter | null): Board {
  const client = useApolloClient();
  const { data, loading, error, refetch } = useQuery(PipelineBoardDocument, {
    fetchPolicy: 'no-cache',
    context: loadErrorToast('Kon leads niet laden. Probeer het opnieuw.'),
  });
  // Every answer of the query (first load, retry, refetch after a reconnect) replaces the list.
  const answered = useMemo(() => data && [...data.newLeads, ...data.contactedLeads, ...data.qualifiedLeads, ...data.closedLeads], [data]);
  const [answer, setAnswer] = useState(answered);
  const [leads, setLeads] = useState<readonly BoardCard[] | undefined>(answered);
  if (answered && answered !== answer) {
    setAnswer(answered);
    setLeads(answered);
  }
  const upsert = useCallback((lead: BoardCard) => setLeads((current) => current && withLead(current, lead)), []);
  const [overrides, setOverrides] = useState<ReadonlyMap<string, BoardCard>>(() => new Map());
  // Which change owns a card's override: an answer to an older move must not undo a newer one.
  const owners = useRef(new Map<string, number>());
  const nextToken = useRef(1);

  const setOverride = useCallback((id: string, card: BoardCard | null): number => {
    const token = nextToken.current++;
    owners.current.set(id, token);
    setOverrides((current) => {
      const next = new Map(current);
      if (card) next.set(id, card);
      else next.delete(id);
      return next;
    });
    return token;
  }, []);

  const clearIfOwner = useCallback((id: string, token: number) => {
    if (owners.current.get(id) !== token) return;
    owners.current.delete(id);
    setOverrides((current) => {
      if (!current.has(id)) return current;
      const next = new Map(current);
      next.delete(id);
      return next;
    });
  }, []);

  useLeadChanges((change) => {
    if (change.kind === 'DELETED') {
      setLeads((current) => current && withoutLead(current, change.id));
    } else if (change.lead) {
      upsert(change.lead);
    }
  });

  const allColumns = useMemo(() => (leads ? buildColumns(leads, overrides) : undefined), [leads, overrides]);
  const previous = useRef<Columns | undefined>(undefined);
  const columns = useMemo(() => {
    if (!leads) return undefined;
    const next = reuseUnchangedColumns(filter ? buildColumns(leads, overrides, filter) : allColumns!, previous.current);
    previous.current = next;
    return next;
  }, [leads, overrides, filter, allColumns]);

  const latest = useRef({ allColumns, overrides, leads });
  latest.current = { allColumns, overrides, leads };

  const cardById = useCallback((id: string) => {
    const { overrides: current, leads: loaded } = latest.current;
    return current.get(id) ?? loaded?.find((lead) => lead.id === id);
  }, []);

  const move = useCallback(
    (card: BoardCard, place: DropPlace) => {
      const all = latest.current.allColumns;
      const held = latest.current.overrides.get(card.id);
      const plan = all && planMove(held ?? card, place, all);
      if (!plan) {
        // Dropped on its own place: nothing to save; let go of a held card.
        if (held) clearIfOwner(card.id, owners.current.get(card.id)!);
        return;
      }
      const token = setOverride(card.id, plan.predicted);
      client.mutate({ mutation: PipelineMoveLeadDocument, variables: { id: card.id, status: plan.status, position: plan.position } }).then(
        ({ data: answer }) => {
          if (answer?.moveLead) upsert(answer.moveLead);
          clearIfOwner(card.id, token);
          toaster.create({ type: 'success', title: 'Lead verplaatst', description: `naar ${pipelineColumnTitles[plan.status]}` });
        },
        () => {
          clearIfOwner(card.id, token);
          toaster.create({ type: 'error', title: 'Fout bij verplaatsen', description: 'Kon lead niet verplaatsen. Probeer het opnieuw.' });
        },
      );
    },
    [client, setOverride, clearIfOwner, upsert],
  );

  const setOutcome = useCallback(
    (card: BoardCard, outcome: LeadOutcome) => {
      if (card.outcome === outcome) return;
      const token = setOverride(card.id, { ...card, outcome });
      client.mutate({ mutation: PipelineSetOutcomeDocument, variables: { id: card.id, outcome } }).then(
        ({ data: answer }) => {
          if (answer?.setLeadOutcome) upsert(answer.setLeadOutcome);
          clearIfOwner(card.id, token);
          toaster.create({ type: 'success', ...OUTCOME_TOASTS[outcome] });
        },
        () => {
          clearIfOwner(card.id, token);
          toaster.create({
            type: 'error',
            title: 'Fout bij bijwerken',
            description: 'Kon lead outcome niet bijwerken. Probeer het opnieuw.',
          });
        },
      );
    },
    [client, setOverride, clearIfOwner, upsert],
  );

  const hold = useCallback((card: BoardCard) => void setOverride(card.id, card), [setOverride]);
  const release = useCallback(
    (id: string) => {
      const token = owners.current.get(id);
      if (token !== undefined) clearIfOwner(id, token);
    },
    [clearIfOwner],
  );

  const retry = useCallback(() => void refetch().catch(() => undefined), [refetch]);

  return {
    loading: loading && !leads,
    error: !leads && Boolean(error),
    retry,
    columns,
    allColumns,
    cardById,
    move,
    setOutcome,
    hold,
    release,
    saved: upsert,
  };
}
