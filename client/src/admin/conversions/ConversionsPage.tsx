import { useState, type FormEvent } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Box, Button, Field, Flex, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import Download from 'lucide-react/icons/download';
import { AdminGoogleAdsConversionsDocument, type ConversionFileLayout } from '../../gql/graphql';
import { toaster } from '../../lib/toaster';
import { AdminPage } from '../shared/ui/AdminPage';
import { conversionPeriod, defaultPeriod } from './conversionPeriod';
import { downloadText } from '../shared/ui/downloadText';

const LAYOUTS: { value: ConversionFileLayout; label: string }[] = [
  { value: 'CLICK_ID', label: 'Met Google Click ID (gclid)' },
  { value: 'ENHANCED_LEADS', label: 'Enhanced conversions for leads (gehashte e-mail en telefoon)' },
];

/**
 * /admin/conversies: Google Ads' offline conversion upload file for a period (docs/operations.md,
 * "Google Ads conversions"). The server builds the file; this page asks for it, shows it and
 * downloads it.
 */
export function ConversionsPage() {
  const client = useApolloClient();
  const [{ firstDay, lastDay }, setDays] = useState(defaultPeriod);
  const [layout, setLayout] = useState<ConversionFileLayout>('CLICK_ID');
  const [file, setFile] = useState<{ text: string; name: string } | null>(null);
  const [loading, setLoading] = useState(false);
  const period = conversionPeriod(firstDay, lastDay);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!period) return;
    setLoading(true);
    try {
      const { data } = await client.query({
        query: AdminGoogleAdsConversionsDocument,
        variables: { ...period, layout },
        fetchPolicy: 'no-cache',
      });
      const suffix = layout === 'CLICK_ID' ? 'gclid' : 'enhanced';
      setFile({ text: data?.googleAdsConversions ?? '', name: `google-ads-conversies-${firstDay}-${lastDay}-${suffix}.csv` });
    } catch {
      toaster.create({ type: 'error', title: 'Fout bij laden', description: 'Kon het conversiebestand niet maken. Probeer het opnieuw.' });
    } finally {
      setLoading(false);
    }
  };

  // The Parameters line and the header are always there.
  const conversions = file ? file.text.split('\r\n').filter(Boolean).length - 2 : 0;

  return (
    <AdminPage
      title="Google Ads conversies"
      description="Gewonnen deals (en, indien ingesteld, hot leads) als uploadbestand voor Google Ads: klikken van hoogstens 90 dagen voor de conversie."
    >
      <Flex
        as="form"
        onSubmit={(event) => void submit(event)}
        gap="3"
        direction={{ base: 'column', md: 'row' }}
        align={{ md: 'flex-end' }}
        wrap="wrap"
      >
        <Field.Root w={{ md: '44' }} invalid={!period}>
          <Field.Label>Van</Field.Label>
          <Input type="date" value={firstDay} bg="bg.panel" onChange={(e) => setDays({ firstDay: e.target.value, lastDay })} />
        </Field.Root>
        <Field.Root w={{ md: '44' }} invalid={!period}>
          <Field.Label>Tot en met</Field.Label>
          <Input type="date" value={lastDay} bg="bg.panel" onChange={(e) => setDays({ firstDay, lastDay: e.target.value })} />
          {!period && <Field.ErrorText>Kies een einddatum op of na de begindatum.</Field.ErrorText>}
        </Field.Root>
        <Field.Root flex="1" minW={{ md: '72' }}>
          <Field.Label>Soort bestand</Field.Label>
          <NativeSelect.Root bg="bg.panel">
            <NativeSelect.Field value={layout} onChange={(e) => setLayout(e.target.value as ConversionFileLayout)}>
              {LAYOUTS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button type="submit" loading={loading} loadingText="Bezig..." disabled={!period}>
          Bestand maken
        </Button>
      </Flex>
      {file && (
        <Stack gap="3" as="section" aria-label="Conversiebestand">
          <Flex justify="space-between" align="center" gap="3" wrap="wrap">
            <Text data-testid="conversion-count" role="status">
              {conversions === 0 ? 'Geen conversies in deze periode.' : `${conversions} ${conversions === 1 ? 'conversie' : 'conversies'}`}
            </Text>
            <Button variant="outline" size="sm" onClick={() => downloadText(file.text, file.name, 'text/csv;charset=utf-8')}>
              <Download aria-hidden /> Download CSV
            </Button>
          </Flex>
          <Box
            as="pre"
            data-testid="conversion-file"
            tabIndex={0}
            aria-label="Inhoud van het bestand"
            p="3"
            borderWidth="1px"
            borderRadius="l2"
            bg="bg.muted"
            textStyle="xs"
            overflowX="auto"
            maxH="96"
          >
            {file.text}
          </Box>
        </Stack>
      )}
    </AdminPage>
  );
}
