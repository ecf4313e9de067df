import { useMutation } from '@apollo/client/react';
import { AdminDeleteLeadDocument } from '../../../gql/graphql';
import { toaster } from '../../../lib/toaster';

/**
 * Deletes a lead for good (after the confirmation dialog). The lead leaves the cache at once, so
 * every screen drops it without waiting for the live event; 'Lead verwijderd' or the failure
 * toast. Rejects on failure, so the dialog stays open for another try.
 */
export function useDeleteLead(onDeleted?: () => void) {
  const [mutate] = useMutation(AdminDeleteLeadDocument);

  return async (lead: { id: string; name: string }) => {
    try {
      await mutate({
        variables: { id: lead.id },
        update(cache) {
          cache.evict({ id: cache.identify({ __typename: 'Lead', id: lead.id }) });
          cache.gc();
        },
      });
    } catch (error) {
      console.error('Lead verwijderen mislukt', error);
      toaster.create({
        type: 'error',
        title: 'Fout bij verwijderen',
        description: 'Er is een fout opgetreden bij het verwijderen van de lead.',
      });
      throw error;
    }
    toaster.create({ type: 'success', title: 'Lead verwijderd', description: `${lead.name} is succesvol verwijderd uit het systeem.` });
    onDeleted?.();
  };
}
