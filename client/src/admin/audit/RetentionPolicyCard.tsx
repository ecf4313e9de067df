import { List, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { AdminRetentionPolicyDocument } from '../../gql/graphql';
import { formatDateTime } from '../shared/format/dates';
import { ListSkeleton } from '../shared/ui/LoadingSkeleton';
import { ErrorState } from '../shared/ui/StateMessages';
import { ProfileSection } from '../shared/ui/ProfileSection';

/** The retention policy (set by the operator, docs/operations.md) and what the nightly job will touch next. */
export function RetentionPolicyCard() {
  const { data, loading, error, refetch } = useQuery(AdminRetentionPolicyDocument, { fetchPolicy: 'cache-and-network' });
  const policy = data?.retentionPolicy;
  return (
    <ProfileSection title="Bewaartermijnen" id="bewaartermijnen">
      {!policy && loading ? (
        <ListSkeleton rows={2} label="Bewaartermijnen laden..." />
      ) : !policy && error ? (
        <ErrorState description="Kon de bewaartermijnen niet laden." onRetry={() => void refetch().catch(() => undefined)} />
      ) : policy ? (
        <List.Root gap="1" ps="5" data-testid="retention-policy">
          <List.Item>
            Leads die geen klant werden, worden {policy.leadMonths} maanden na de laatste activiteit geanonimiseerd.{' '}
            <Text as="strong">
              Volgende nachtelijke run: {policy.leadsDueNextRun === 1 ? '1 lead' : `${policy.leadsDueNextRun} leads`}.
            </Text>
          </List.Item>
          <List.Item>Zelf getypte antwoorden van onafgemaakte surveys worden na {policy.partialSurveyDays} dagen verwijderd.</List.Item>
          <List.Item>Regels in dit auditlog worden {policy.auditDays} dagen bewaard.</List.Item>
          <List.Item color="fg.muted">
            {policy.lastRunAt ? `Laatst uitgevoerd: ${formatDateTime(policy.lastRunAt)}.` : 'Nog niet uitgevoerd.'}
          </List.Item>
        </List.Root>
      ) : null}
    </ProfileSection>
  );
}
