import { useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import Download from 'lucide-react/icons/download';
import Eraser from 'lucide-react/icons/eraser';
import { AdminEraseLeadDocument, AdminLeadDataExportDocument } from '../../../gql/graphql';
import { toaster } from '../../../lib/toaster';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { downloadText } from '../../shared/ui/downloadText';
import { failureToast } from '../../shared/apollo/errorToast';

/**
 * A lead's AVG rights (docs/operations.md, "Een verzoek van een betrokkene"): 'Gegevens exporteren'
 * downloads everything stored about the lead as JSON; 'Gegevens wissen' erases the personal data and
 * keeps the anonymous figures. Both are written to the audit log by the server.
 */
export function PrivacyActions({ lead }: { lead: { id: string; erasedAt?: string | null } }) {
  const client = useApolloClient();
  const [erase] = useMutation(AdminEraseLeadDocument);
  const [exporting, setExporting] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const exportData = async () => {
    setExporting(true);
    try {
      const { data } = await client.query({ query: AdminLeadDataExportDocument, variables: { id: lead.id }, fetchPolicy: 'no-cache' });
      downloadText(data?.leadDataExport ?? '{}', `lead-${lead.id}.json`, 'application/json;charset=utf-8');
      toaster.create({ type: 'success', title: 'Export klaar', description: 'Alle gegevens van deze lead zijn gedownload als JSON.' });
    } catch (error) {
      failureToast('Fout bij exporteren', error, 'Kon de gegevens niet exporteren.');
    } finally {
      setExporting(false);
    }
  };

  const eraseData = async () => {
    try {
      await erase({ variables: { id: lead.id } });
      toaster.create({ type: 'success', title: 'Gegevens gewist', description: 'De persoonsgegevens van deze lead zijn gewist.' });
    } catch (error) {
      failureToast('Fout bij wissen', error, 'Kon de gegevens niet wissen.');
      throw error;
    }
  };

  return (
    <>
      <Button size="sm" variant="outline" onClick={() => void exportData()} loading={exporting} loadingText="Exporteren...">
        <Download aria-hidden /> Gegevens exporteren
      </Button>
      {!lead.erasedAt && (
        <Button size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
          <Eraser aria-hidden /> Gegevens wissen
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Persoonsgegevens wissen?"
        description={
          <Stack gap="2">
            <Text>
              Naam, e-mail, telefoon, bedrijf, website, bericht, notities en zelf getypte antwoorden uit de survey worden gewist, ook uit de
              geschiedenis. Dit kan niet ongedaan worden gemaakt.
            </Text>
            <Text>
              Anders dan <strong>verwijderen</strong> blijft de lead als anonieme regel bestaan: status, bron, score en budgetkeuzes tellen
              mee in het dashboard. Gebruik dit bij een verzoek tot wissen; exporteer eerst als de lead om een kopie vroeg.
            </Text>
          </Stack>
        }
        confirmLabel="Ja, wis de gegevens"
        onConfirm={eraseData}
        failureText="Wissen is niet gelukt. Probeer het opnieuw."
      />
    </>
  );
}
