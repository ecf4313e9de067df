import { Field, Flex, Input, InputGroup, NativeSelect } from '@chakra-ui/react';
import Search from 'lucide-react/icons/search';
import type { Channel, LeadSource, LeadStatus } from '../../../gql/graphql';
import { CHANNELS, channelLabels, LEAD_SOURCES, LEAD_STATUSES, sourceLabels, statusLabels } from '../../shared/lead/leadLabels';

export interface LeadFiltersProps {
  searchInput: string;
  onSearchChange(text: string): void;
  status: LeadStatus | undefined;
  onStatusChange(status: string): void;
  source: LeadSource | undefined;
  onSourceChange(source: string): void;
  channel: Channel | undefined;
  onChannelChange(channel: string): void;
  campaign: string | undefined;
  onCampaignChange(campaign: string): void;
}

/** Search box (name, company or e-mail), status, source, channel and campaign filter. */
export function LeadFilters({
  searchInput,
  onSearchChange,
  status,
  onStatusChange,
  source,
  onSourceChange,
  channel,
  onChannelChange,
  campaign,
  onCampaignChange,
}: LeadFiltersProps) {
  // The campaign applies on Enter or on leaving the field, not on every keystroke.
  const commitCampaign = (value: string) => {
    if (value.trim() !== (campaign ?? '')) onCampaignChange(value.trim());
  };
  return (
    <Flex as="search" gap="3" direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-end' }}>
      <Field.Root flex="1">
        <Field.Label>Zoeken</Field.Label>
        <InputGroup startElement={<Search size={16} aria-hidden />}>
          <Input
            type="search"
            value={searchInput}
            onChange={(event) => onSearchChange(event.target.value)}
            placeholder="Zoek op naam, bedrijf of e-mail..."
            bg="bg.panel"
          />
        </InputGroup>
      </Field.Root>
      <Field.Root w={{ md: '52' }}>
        <Field.Label>Status</Field.Label>
        <NativeSelect.Root bg="bg.panel">
          <NativeSelect.Field value={status ?? ''} onChange={(event) => onStatusChange(event.target.value)}>
            <option value="">Alle statussen</option>
            {LEAD_STATUSES.map((value) => (
              <option key={value} value={value}>
                {statusLabels[value]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root w={{ md: '52' }}>
        <Field.Label>Bron</Field.Label>
        <NativeSelect.Root bg="bg.panel">
          <NativeSelect.Field value={source ?? ''} onChange={(event) => onSourceChange(event.target.value)}>
            <option value="">Alle bronnen</option>
            {LEAD_SOURCES.map((value) => (
              <option key={value} value={value}>
                {sourceLabels[value]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root w={{ md: '48' }}>
        <Field.Label>Kanaal</Field.Label>
        <NativeSelect.Root bg="bg.panel">
          <NativeSelect.Field value={channel ?? ''} onChange={(event) => onChannelChange(event.target.value)}>
            <option value="">Alle kanalen</option>
            {CHANNELS.map((value) => (
              <option key={value} value={value}>
                {channelLabels[value]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Field.Root w={{ md: '48' }}>
        <Field.Label>Campagne</Field.Label>
        <Input
          key={campaign ?? ''}
          type="search"
          defaultValue={campaign ?? ''}
          maxLength={200}
          placeholder="utm_campaign"
          bg="bg.panel"
          onBlur={(event) => commitCampaign(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commitCampaign(event.currentTarget.value);
          }}
        />
      </Field.Root>
    </Flex>
  );
}
