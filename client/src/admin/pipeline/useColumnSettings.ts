import { useCallback, useMemo } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { PipelineColumnsDocument, PipelineUpdateColumnDocument, type LeadStatus } from '../../gql/graphql';

export interface ColumnSetting {
  staleAfterDays: number | null;
  /** From the server: a card whose updatedAt is at or before this is stale. */
  staleSince: string | null;
}

/** Asked again every minute: the instant a card turns stale moves with the clock. */
const REFRESH_MS = 60_000;

/** The board columns' settings (stale after n days) and saving one; audited by the server. */
export type ColumnSettingsState = ReturnType<typeof useColumnSettings>;

export function useColumnSettings() {
  const { data } = useQuery(PipelineColumnsDocument, { fetchPolicy: 'cache-and-network', pollInterval: REFRESH_MS });
  const [update, { loading: saving }] = useMutation(PipelineUpdateColumnDocument, {
    refetchQueries: [PipelineColumnsDocument],
    awaitRefetchQueries: true,
  });
  const settings = useMemo(() => {
    const byStatus: Partial<Record<LeadStatus, ColumnSetting>> = {};
    for (const column of data?.pipelineColumns ?? []) byStatus[column.status] = column;
    return byStatus;
  }, [data]);
  const save = useCallback(
    async (status: LeadStatus, staleAfterDays: number | null) => {
      await update({ variables: { status, staleAfterDays } });
    },
    [update],
  );
  return { settings, save, saving };
}

/** A card is stale when it last changed at or before its column's boundary (the server's staleSince). */
export function isStaleCard(updatedAt: string, setting: ColumnSetting | undefined): boolean {
  return Boolean(setting?.staleSince) && Date.parse(updatedAt) <= Date.parse(setting!.staleSince!);
}
