import { useState } from 'react';
import { Box, Button, DataList, FileUpload, Flex, Spinner, Stack, Text, useFileUpload } from '@chakra-ui/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import FileUp from 'lucide-react/icons/file-up';
import { AdminImportAdSpendDocument, type AdPlatform, type AdminImportAdSpendMutation } from '../../gql/graphql';
import { toaster } from '../../lib/toaster';
import { formatEuroCents } from '../shared/format/money';
import { FilterSelect } from '../shared/ui/FilterSelect';
import { ProfileSection } from '../shared/ui/ProfileSection';
import { formatDay, PLATFORM_OPTIONS } from './rendementView';
import { isPlainText, MAX_SPEND_FILE_BYTES, spendFileText } from './spendFileText';

type Summary = AdminImportAdSpendMutation['importAdSpend'];

type Step =
  | { phase: 'idle' }
  | { phase: 'reading' | 'checking'; fileName: string }
  | { phase: 'preview' | 'saving'; fileName: string; csv: string; summary: Summary }
  | { phase: 'refused'; fileName: string; message: string; csv?: string };

const REFRESHED = ['AdminChannelReport', 'AdminCostPerLeadSeries'];

/** Why the server refused the file, in its words ('regel 14: bedrag "x" is niet te lezen'); null for other trouble. */
function refusal(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const bad = error.errors.find((entry) => entry.extensions?.code === 'BAD_USER_INPUT');
  const fields = bad?.extensions?.fields as { message?: string }[] | undefined;
  const message = fields?.[0]?.message ?? bad?.message;
  return message ? message.charAt(0).toUpperCase() + message.slice(1) : null;
}

/**
 * 'Kosten importeren': choose the platform, drop or pick its export, see what the server found in it
 * (a dry run: rows, campaigns, period, total, or the line it refuses) and only then store it.
 */
export function SpendImport() {
  const [platform, setPlatform] = useState<AdPlatform>('GOOGLE_ADS');
  const [step, setStep] = useState<Step>({ phase: 'idle' });
  const [importSpend] = useMutation(AdminImportAdSpendDocument);

  const check = async (file: File) => {
    setStep({ phase: 'reading', fileName: file.name });
    let csv: string;
    try {
      csv = spendFileText(new Uint8Array(await file.arrayBuffer()));
    } catch {
      setStep({ phase: 'refused', fileName: file.name, message: 'Het bestand kon niet worden gelezen.' });
      return;
    }
    if (!isPlainText(csv)) {
      setStep({
        phase: 'refused',
        fileName: file.name,
        message: 'Dit is geen CSV-bestand. Exporteer het rapport als CSV (bij Google Ads: "CSV" of "Excel .csv").',
      });
      return;
    }
    await dryRun(file.name, csv, platform);
  };

  /** What the server finds in the file for this platform; the file is kept, so choosing another platform checks it again. */
  const dryRun = async (fileName: string, csv: string, chosen: AdPlatform) => {
    setStep({ phase: 'checking', fileName });
    try {
      const { data } = await importSpend({ variables: { platform: chosen, csv, dryRun: true } });
      setStep({ phase: 'preview', fileName, csv, summary: data!.importAdSpend });
    } catch (error) {
      setStep({
        phase: 'refused',
        fileName,
        csv,
        message: refusal(error) ?? 'Het bestand kon niet worden gecontroleerd. Probeer het opnieuw.',
      });
    }
  };

  const busy = step.phase === 'reading' || step.phase === 'checking' || step.phase === 'saving';
  const upload = useFileUpload({
    disabled: busy,
    maxFiles: 1,
    maxFileSize: MAX_SPEND_FILE_BYTES,
    translations: { dropzone: 'Sleep een exportbestand hierheen of kies een bestand' },
    onFileAccept: ({ files }) => {
      // One file at a time: the next one dropped replaces it rather than being refused as a second.
      upload.clearFiles();
      if (files[0]) void check(files[0]);
    },
    onFileReject: ({ files }) => {
      upload.clearFiles();
      const rejected = files[0];
      if (!rejected) return;
      const tooLarge = rejected.errors.includes('FILE_TOO_LARGE');
      setStep({
        phase: 'refused',
        fileName: rejected.file.name,
        message: tooLarge ? 'Het bestand is groter dan 5 MB. Exporteer een kortere periode.' : 'Dit bestand kan niet worden gebruikt.',
      });
    },
  });

  const reset = () => {
    upload.clearFiles();
    setStep({ phase: 'idle' });
  };

  const save = async () => {
    if (step.phase !== 'preview') return;
    setStep({ ...step, phase: 'saving' });
    try {
      const { data } = await importSpend({ variables: { platform, csv: step.csv, dryRun: false }, refetchQueries: REFRESHED });
      const stored = data!.importAdSpend;
      toaster.create({
        type: 'success',
        title: 'Kosten opgeslagen',
        description: `${stored.rows} ${stored.rows === 1 ? 'rij' : 'rijen'}, samen ${formatEuroCents(stored.total)}.`,
      });
      reset();
    } catch (error) {
      setStep({ ...step, phase: 'preview' });
      toaster.create({ type: 'error', title: 'Opslaan mislukt', description: refusal(error) ?? 'Probeer het opnieuw.' });
    }
  };

  const platformLabel = PLATFORM_OPTIONS.find((option) => option.value === platform)!.label;

  return (
    <ProfileSection title="Kosten importeren" id="kosten-importeren">
      <Stack gap="4">
        <Text color="fg.muted" textStyle="sm">
          Exporteer een campagnerapport per dag uit Google Ads, Meta Ads of Microsoft Advertising (CSV) en zet het hier neer. Een tweede
          import van dezelfde dagen vervangt de kosten van die dagen en campagnes; er wordt niets dubbel geteld.
        </Text>
        <FilterSelect<AdPlatform>
          label="Platform"
          value={platform}
          options={PLATFORM_OPTIONS}
          onChange={(value) => {
            setPlatform(value);
            if ((step.phase === 'preview' || step.phase === 'refused') && step.csv !== undefined)
              void dryRun(step.fileName, step.csv, value);
          }}
          disabled={busy}
          width={{ base: 'full', sm: '72' }}
        />
        <FileUpload.RootProvider value={upload} alignItems="stretch">
          <FileUpload.HiddenInput aria-label="Exportbestand kiezen" />
          <FileUpload.Dropzone minH="28" data-testid="spend-dropzone">
            <FileUp aria-hidden />
            <FileUpload.DropzoneContent>
              <Text fontWeight="medium">Sleep het exportbestand hierheen</Text>
              <Text color="fg.muted" textStyle="sm">
                of klik om een bestand te kiezen (CSV, hoogstens 5 MB)
              </Text>
            </FileUpload.DropzoneContent>
          </FileUpload.Dropzone>
        </FileUpload.RootProvider>

        <Box role="status" aria-live="polite" data-import-phase={step.phase}>
          {busy && (
            <Flex align="center" gap="2">
              <Spinner size="sm" />
              <Text>
                {step.phase === 'reading' && `${step.fileName} lezen...`}
                {step.phase === 'checking' && `${step.fileName} controleren...`}
                {step.phase === 'saving' && `Kosten uit ${step.fileName} opslaan...`}
              </Text>
            </Flex>
          )}
          {step.phase === 'refused' && (
            <Box borderWidth="1px" borderColor="border.error" borderRadius="l2" p="3" data-testid="spend-refusal">
              <Text fontWeight="medium" color="fg.error">
                {step.fileName} is niet ingelezen
              </Text>
              <Text>{step.message}</Text>
              <Text textStyle="sm" color="fg.muted" mt="1">
                Er is niets opgeslagen. Kies het juiste platform, pas het bestand aan of kies een ander bestand.
              </Text>
            </Box>
          )}
        </Box>

        {(step.phase === 'preview' || step.phase === 'saving') && (
          <Box borderWidth="1px" borderRadius="l2" p="4" data-testid="spend-preview">
            <Text fontWeight="medium" mb="3">
              Gevonden in {step.fileName} ({platformLabel}):
            </Text>
            <DataList.Root orientation="horizontal" size="sm">
              <DataList.Item>
                <DataList.ItemLabel>Rijen</DataList.ItemLabel>
                <DataList.ItemValue>{step.summary.rows}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Campagnes</DataList.ItemLabel>
                <DataList.ItemValue>{step.summary.campaigns}</DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Periode</DataList.ItemLabel>
                <DataList.ItemValue>
                  {step.summary.from && step.summary.to
                    ? `${formatDay(step.summary.from)} t/m ${formatDay(step.summary.to)}`
                    : 'geen dagen'}
                </DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel>Totaal</DataList.ItemLabel>
                <DataList.ItemValue>{formatEuroCents(step.summary.total)}</DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
            <Flex gap="2" mt="4" wrap="wrap">
              <Button
                onClick={() => void save()}
                loading={step.phase === 'saving'}
                loadingText="Opslaan..."
                disabled={step.summary.rows === 0}
              >
                Kosten opslaan
              </Button>
              <Button variant="outline" onClick={reset} disabled={step.phase === 'saving'}>
                Annuleren
              </Button>
            </Flex>
          </Box>
        )}
      </Stack>
    </ProfileSection>
  );
}
