import { Button } from '@chakra-ui/react';
import Download from 'lucide-react/icons/download';
import type { LeadListFilter } from '../list/leadListParams';

/** The server's streamed export (server/src/leads/lead-export.router.ts), with the list's filters in its own words. */
export function leadCsvExportHref(filter: LeadListFilter): string {
  const params = new URLSearchParams();
  if (filter.search) params.set('zoek', filter.search);
  if (filter.status) params.set('status', filter.status);
  if (filter.source) params.set('bron', filter.source);
  if (filter.channel) params.set('kanaal', filter.channel);
  if (filter.campaign) params.set('campagne', filter.campaign);
  if (filter.followUpDue) params.set('opvolgen', '1');
  const query = params.toString();
  return query ? `/export/leads.csv?${query}` : '/export/leads.csv';
}

/**
 * 'Exporteer CSV': all leads matching the list's filters, not just the page on screen. A plain
 * download link: the server pages through the leads and streams the file, so neither it nor the
 * browser holds 100 000 leads at once.
 */
export function LeadCsvExportLink({ filter, disabled }: { filter: LeadListFilter; disabled: boolean }) {
  if (disabled) {
    return (
      <Button variant="outline" size="sm" disabled>
        <Download aria-hidden /> Exporteer CSV
      </Button>
    );
  }
  return (
    <Button asChild variant="outline" size="sm">
      <a href={leadCsvExportHref(filter)} download>
        <Download aria-hidden /> Exporteer CSV
      </a>
    </Button>
  );
}
