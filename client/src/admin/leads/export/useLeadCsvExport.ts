import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { AdminLeadExportDocument, type LeadFilter } from '../../../gql/graphql';
import { toaster } from '../../../lib/toaster';
import { leadCsvFileName, leadsToCsv, type ExportedLead } from './leadCsv';

/** The server's largest page. */
const EXPORT_PAGE_SIZE = 1000;

/** Every lead matching `filter`, newest first, fetched a page at a time without touching the cache. */
export async function fetchAllLeads(client: ReturnType<typeof useApolloClient>, filter: LeadFilter): Promise<ExportedLead[]> {
  const byId = new Map<string, ExportedLead>();
  for (let offset = 0; ; offset += EXPORT_PAGE_SIZE) {
    const { data } = await client.query({
      query: AdminLeadExportDocument,
      variables: { filter, limit: EXPORT_PAGE_SIZE, offset },
      fetchPolicy: 'no-cache',
    });
    const page = data?.leads ?? [];
    // A lead created while paging shifts the pages by one: the id keeps it from appearing twice.
    for (const lead of page) if (!byId.has(lead.id)) byId.set(lead.id, lead);
    if (page.length < EXPORT_PAGE_SIZE) return [...byId.values()];
  }
}

function download(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** 'Exporteer CSV': all leads matching the list's filters (not just the page on screen). */
export function useLeadCsvExport() {
  const client = useApolloClient();
  const [exporting, setExporting] = useState(false);

  const exportCsv = async (filter: LeadFilter) => {
    setExporting(true);
    try {
      const leads = await fetchAllLeads(client, filter);
      download(leadsToCsv(leads), leadCsvFileName());
      toaster.create({
        type: 'success',
        title: 'Export klaar',
        description: leads.length === 1 ? '1 lead geëxporteerd naar CSV.' : `${leads.length} leads geëxporteerd naar CSV.`,
      });
    } catch (error) {
      console.error('CSV-export mislukt', error);
      toaster.create({ type: 'error', title: 'Fout bij exporteren', description: 'Kon de leads niet exporteren. Probeer het opnieuw.' });
    } finally {
      setExporting(false);
    }
  };

  return { exportCsv, exporting };
}
