import { useEffect, useRef } from 'react';
import { Box, List, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import History from 'lucide-react/icons/history';
import { AdminLeadHistoryDocument } from '../../../gql/graphql';
import { formatDateTime } from '../../shared/format/dates';
import { ListSkeleton } from '../../shared/ui/LoadingSkeleton';
import { ProfileSection } from '../../shared/ui/ProfileSection';
import { historyFieldLabel, historyTypeLabel, historyValue } from './historyLabels';

/** The lead's timeline: what happened, who did it and when, each change from old to new. */
export function HistoryCard({ leadId, updatedAt }: { leadId: string; updatedAt: string }) {
  const { data, loading, error, refetch } = useQuery(AdminLeadHistoryDocument, {
    variables: { id: leadId },
    fetchPolicy: 'cache-and-network',
  });
  // The lead changed (here or live from elsewhere): its timeline has a new entry.
  const shownFor = useRef(updatedAt);
  useEffect(() => {
    if (shownFor.current === updatedAt) return;
    shownFor.current = updatedAt;
    void refetch().catch(() => undefined);
  }, [updatedAt, refetch]);
  const entries = data?.lead?.history ?? [];
  return (
    <ProfileSection title="Tijdlijn" icon={<History size={18} aria-hidden />}>
      {!data && loading ? (
        <ListSkeleton rows={3} label="Tijdlijn laden..." />
      ) : !data && error ? (
        <Text color="fg.error">Kon de tijdlijn niet laden.</Text>
      ) : entries.length === 0 ? (
        <Text color="fg.muted">Nog niets gebeurd.</Text>
      ) : (
        <List.Root as="ol" gap="3" listStyle="none" data-testid="lead-timeline">
          {entries.map((entry) => (
            <List.Item key={entry.id} borderLeftWidth="2px" pl="3">
              <Box>
                <Text fontWeight="medium">{historyTypeLabel(entry.type)}</Text>
                <Text textStyle="xs" color="fg.muted">
                  {formatDateTime(entry.at)} · {entry.actorEmail ?? 'bezoeker of systeem'}
                </Text>
                {entry.changes.map((change) => (
                  <Text key={change.field} textStyle="sm">
                    {historyFieldLabel(change.field)}: {historyValue(change.field, change.from)} → {historyValue(change.field, change.to)}
                  </Text>
                ))}
              </Box>
            </List.Item>
          ))}
        </List.Root>
      )}
    </ProfileSection>
  );
}
