import { Flex, Grid, Text } from '@chakra-ui/react';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { QuickScanButton } from '../../components/QuickScanButton';
import { frustrations, frustrationsSection } from '../content/home';
import { FeatureCard } from '../components/FeatureCard';
import { Section, SectionHeading } from '../components/Section';

export function FrustrationsSection() {
  return (
    <Section tone="subtle" aria-labelledby="frustraties-titel">
      <SectionHeading id="frustraties-titel" {...frustrationsSection} />
      <Grid as="ul" templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }} gap="5">
        {frustrations.map((item) => (
          <FeatureCard key={item.title} item={item} palette="orange" />
        ))}
      </Grid>
      <Flex mt="12" direction="column" align="center" gap="5" textAlign="center">
        <Text textStyle="lg" fontWeight="semibold">
          {frustrationsSection.closing}
        </Text>
        <QuickScanButton label="Ontdek wat er beter kan" size="lg" icon={<ArrowRight aria-hidden />} />
      </Flex>
    </Section>
  );
}
