import { Field, Flex, Input, InputGroup, NativeSelect } from '@chakra-ui/react';
import Search from 'lucide-react/icons/search';
import type { Channel, LeadSource, LeadStatus } from '../../../gql/graphql';
import { CHANNELS, channelLabels, LEAD_SOURCES, LEAD_STATUSES, sourceLabels, statusLabels } from '../../shared/lead/leadLabels';

export interface LeadFiltersProps {
  searchInput: string;
  onSearchChange: (text: string) => void;
  status: LeadStatus | undefined;
  onStatusChange: (status: string) => void;
  source: LeadSource | undefined;
  onSourceChange: (source: string) => void;
  channel: Channel | undefined;
  onChannelChange: (channel: string) => void;
  campaign: string | undefined;
  onCampaignChange: (campaign: string) => void;
  followUpDue: boolean;
  /** '1': only leads to follow up today or overdue; '': all. */
  onFollowUpDueChange: (value: string) => void;
}

/** The URL's value of the 'Opvolgen' filter. */
export const FOLLOW_UP_DUE = '1';

/** One of the list's select filters: '' (all) or one of `values`. */
function ListSelect<Value extends string>(props: {
  label: string;
  value: Value | undefined;
  all: string;
  values: readonly Value[];
  labels: Record<Value, string>;
  onChange: (value: string) => void;
}) {
  return (
    <Field.Root w={{ md: '48' }}>
      <Field.Label>{props.label}</Field.Label>
      <NativeSelect.Root bg="bg.panel">
        <NativeSelect.Field value={props.value ?? ''} onChange={(event) => props.onChange(event.target.value)}>
          <option value="">{props.all}</option>
          {props.values.map((value) => (
            <option key={value} value={value}>
              {props.labels[value]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** Search box (name, company or e-mail), status, source, channel, follow-up and campaign filter. */
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
  followUpDue,
  onFollowUpDueChange,
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
      <ListSelect
        label="Status"
        value={status}
        all="Alle statussen"
        values={LEAD_STATUSES}
        labels={statusLabels}
        onChange={onStatusChange}
      />
      <ListSelect label="Bron" value={source} all="Alle bronnen" values={LEAD_SOURCES} labels={sourceLabels} onChange={onSourceChange} />
      <ListSelect label="Kanaal" value={channel} all="Alle kanalen" values={CHANNELS} labels={channelLabels} onChange={onChannelChange} />
      <ListSelect
        label="Opvolgen"
        value={followUpDue ? FOLLOW_UP_DUE : undefined}
        all="Alle leads"
        values={[FOLLOW_UP_DUE]}
        labels={{ [FOLLOW_UP_DUE]: 'Vandaag of te laat' }}
        onChange={onFollowUpDueChange}
      />
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
