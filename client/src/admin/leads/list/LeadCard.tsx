import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import Calendar from 'lucide-react/icons/calendar';
import Eye from 'lucide-react/icons/eye';
import Mail from 'lucide-react/icons/mail';
import PhoneIcon from 'lucide-react/icons/phone';
import Trash from 'lucide-react/icons/trash-2';
import { paths } from '../../../lib/paths';
import type { LeadFieldsFragment } from '../../../gql/graphql';
import { mailtoHref, telHref } from '../../shared/format/contact';
import { formatDate } from '../../shared/format/dates';
import { LeadAvatar } from '../../shared/ui/LeadAvatar';
import { ScoreBadge, SourceBadge, StatusBadge } from '../../shared/ui/LeadBadges';

export interface LeadCardProps {
  lead: LeadFieldsFragment;
  onDelete: (lead: LeadFieldsFragment) => void;
}

/** One lead in the list (status, source and score badges, e-mail, phone, date; Bekijk, Bel, Verwijder). */
export function LeadCard({ lead, onDelete }: LeadCardProps) {
  const nameId = `lead-${lead.id}-naam`;
  const tel = telHref(lead.phone);
  const mail = mailtoHref(lead.email);
  return (
    <Box
      as="article"
      aria-labelledby={nameId}
      data-lead-id={lead.id}
      p={{ base: '4', md: '5' }}
      borderWidth="1px"
      borderRadius="l3"
      bg="bg.panel"
      shadow="xs"
    >
      <Flex direction={{ base: 'column', lg: 'row' }} gap="4" justify="space-between" align={{ lg: 'center' }}>
        <Flex gap="3" minW="0" align="flex-start">
          <LeadAvatar name={lead.name} size="md" />
          <Stack gap="1.5" minW="0">
            <Box minW="0">
              <Heading as="h2" id={nameId} size="md" lineClamp={2} wordBreak="break-word">
                {lead.name}
              </Heading>
              {lead.company && (
                <Text color="fg.muted" textStyle="sm" lineClamp={1} wordBreak="break-all">
                  {lead.company}
                </Text>
              )}
            </Box>
            <Flex gap="1.5" wrap="wrap">
              <StatusBadge status={lead.status} />
              <SourceBadge source={lead.source} />
              <ScoreBadge score={lead.leadScore} qualification={lead.qualification} />
            </Flex>
            <Flex gap={{ base: '1', md: '4' }} direction={{ base: 'column', md: 'row' }} color="fg.muted" textStyle="sm" wrap="wrap">
              <Flex as="span" gap="1.5" align="center" minW="0">
                <Mail size={14} aria-hidden />
                {mail ? (
                  <Link href={mail} wordBreak="break-all" color="fg.muted">
                    {lead.email}
                  </Link>
                ) : (
                  lead.email
                )}
              </Flex>
              {lead.phone && (
                <Flex as="span" gap="1.5" align="center">
                  <PhoneIcon size={14} aria-hidden />
                  {lead.phone}
                </Flex>
              )}
              <Flex as="span" gap="1.5" align="center">
                <Calendar size={14} aria-hidden />
                <time dateTime={lead.createdAt}>{formatDate(lead.createdAt)}</time>
              </Flex>
            </Flex>
          </Stack>
        </Flex>
        <Flex gap="2" flexShrink={0} wrap="wrap">
          <Button asChild size="sm" variant="outline">
            <RouterLink to={paths.admin.lead.getHref(lead.id)}>
              <Eye aria-hidden /> Bekijk
            </RouterLink>
          </Button>
          {tel ? (
            <Button asChild size="sm" variant="outline" colorPalette="green">
              <a href={tel}>
                <PhoneIcon aria-hidden /> Bel
              </a>
            </Button>
          ) : (
            <Button size="sm" variant="outline" disabled title="Geen telefoonnummer bekend">
              <PhoneIcon aria-hidden /> Bel
            </Button>
          )}
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => onDelete(lead)}>
            <Trash aria-hidden /> Verwijder
          </Button>
        </Flex>
      </Flex>
    </Box>
  );
}
