import { Link as RouterLink } from 'react-router-dom';
import { Box, Flex, IconButton, Link, Stack, Text } from '@chakra-ui/react';
import Phone from 'lucide-react/icons/phone';
import { paths } from '../../../lib/paths';
import type { LeadFieldsFragment } from '../../../gql/graphql';
import { telHref } from '../../shared/format/contact';
import { LeadAvatar } from '../../shared/ui/LeadAvatar';
import { ScoreBadge } from '../../shared/ui/LeadBadges';
import { PanelEmpty } from './Panel';

/**
 * Leads in a panel (priority actions, recent surveys): avatar, name linking to the profile,
 * company, a detail line, score badge and a call button. Names are React text, never HTML.
 */
export function LeadRows({
  leads,
  empty,
  detail,
  call = false,
}: {
  leads: readonly LeadFieldsFragment[];
  empty: string;
  detail: (lead: LeadFieldsFragment) => string;
  call?: boolean;
}) {
  if (leads.length === 0) return <PanelEmpty>{empty}</PanelEmpty>;
  return (
    <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
      {leads.map((lead) => {
        const tel = call ? telHref(lead.phone) : null;
        return (
          <Flex as="li" key={lead.id} data-lead-id={lead.id} align="center" gap="3" p="2" borderRadius="l2" _hover={{ bg: 'bg.subtle' }}>
            <LeadAvatar name={lead.name} />
            <Box flex="1" minW="0">
              <Text fontWeight="medium" truncate>
                <Link asChild color="fg" data-lead-name>
                  <RouterLink to={paths.admin.lead.getHref(lead.id)}>{lead.name}</RouterLink>
                </Link>
              </Text>
              <Text textStyle="xs" color="fg.muted" truncate>
                {[lead.company, detail(lead)].filter(Boolean).join(' · ')}
              </Text>
            </Box>
            <ScoreBadge score={lead.leadScore} qualification={lead.qualification} flexShrink={0} />
            {tel && (
              <IconButton asChild size="xs" variant="ghost" aria-label={`Bel ${lead.name}`}>
                <a href={tel}>
                  <Phone aria-hidden />
                </a>
              </IconButton>
            )}
          </Flex>
        );
      })}
    </Stack>
  );
}
