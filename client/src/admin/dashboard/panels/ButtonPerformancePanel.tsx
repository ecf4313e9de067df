import { Badge, Box, Flex, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import MousePointerClick from 'lucide-react/icons/mouse-pointer-click';
import type { AdminDashboardQuery } from '../../../gql/graphql';
import { Panel, PanelEmpty } from './Panel';
import { ShareList } from './ShareList';

type ButtonPerformance = AdminDashboardQuery['dashboard']['buttonPerformance'];

/** Button conversion badges in tiers at 50% and 25%. */
export function conversionTier(rate: number): { palette: string; label: string } {
  if (rate >= 50) return { palette: 'green', label: 'Sterk' };
  if (rate >= 25) return { palette: 'orange', label: 'Gemiddeld' };
  return { palette: 'gray', label: 'Laag' };
}

function SubHeading({ children }: { children: string }) {
  return (
    <Text as="h3" textStyle="sm" fontWeight="semibold" mb="3">
      {children}
    </Text>
  );
}

/**
 * Button Performance Analytics: which buttons and pages bring leads (the click recorded when a
 * quick scan was opened), and which of those leads became qualified or closed.
 */
export function ButtonPerformancePanel({ performance }: { performance: ButtonPerformance }) {
  return (
    <Panel
      name="button-performance"
      title="Button Performance Analytics"
      description={performance.totalClicks > 0 ? `${performance.totalClicks} leads met klikdata in deze periode` : undefined}
      icon={<MousePointerClick size={18} />}
    >
      {performance.totalClicks === 0 ? (
        <PanelEmpty>Nog geen button click data beschikbaar</PanelEmpty>
      ) : (
        <SimpleGrid columns={{ base: 1, lg: 3 }} gap={{ base: '6', lg: '8' }}>
          <Box data-subpanel="top-buttons">
            <SubHeading>Top 5 buttons</SubHeading>
            <ShareList
              unit={['klik', 'kliks']}
              empty="Geen buttons"
              items={performance.topButtons.map((button) => ({
                key: button.buttonText,
                label: button.buttonText,
                count: button.clicks,
                percent: button.percent,
              }))}
            />
          </Box>
          <Box data-subpanel="top-pages">
            <SubHeading>Top 5 pagina's</SubHeading>
            <ShareList
              unit={['klik', 'kliks']}
              empty="Geen pagina's"
              items={performance.topPages.map((page) => ({
                key: page.pagePath,
                label: page.pagePath,
                count: page.clicks,
                percent: page.percent,
                palette: 'purple',
              }))}
            />
          </Box>
          <Box data-subpanel="button-conversion">
            <SubHeading>Button conversie (top 5)</SubHeading>
            <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
              {performance.buttonConversion.map((button) => {
                const tier = conversionTier(button.rate);
                return (
                  <Flex
                    as="li"
                    key={button.buttonText}
                    data-share={button.buttonText}
                    justify="space-between"
                    align="center"
                    gap="3"
                    textStyle="sm"
                  >
                    <Box minW="0">
                      <Text fontWeight="medium" truncate title={button.buttonText}>
                        {button.buttonText}
                      </Text>
                      <Text textStyle="xs" color="fg.muted">
                        <span data-conversions>{button.conversions}</span> van <span data-clicks>{button.clicks}</span> gekwalificeerd of
                        akkoord
                      </Text>
                    </Box>
                    <Badge colorPalette={tier.palette} variant="subtle" flexShrink={0} data-rate={button.rate} data-tier={tier.label}>
                      {button.rate}%
                      <Box as="span" srOnly>
                        {` conversie, ${tier.label.toLowerCase()}`}
                      </Box>
                    </Badge>
                  </Flex>
                );
              })}
            </Stack>
          </Box>
        </SimpleGrid>
      )}
    </Panel>
  );
}
