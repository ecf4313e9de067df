import { Box, Container, Flex, Heading, Text } from '@chakra-ui/react';
import ArrowRight from 'lucide-react/icons/arrow-right';
import Check from 'lucide-react/icons/check';
import { QuickScanButton } from '../../components/QuickScanButton';

export interface CtaBannerProps {
  title: string;
  text: string;
  /** The button's label (also the click record's buttonText). */
  button: string;
  /** Short promises under the button ('Geen verplichtingen', ...). */
  promises?: readonly string[];
  /** A line of fine print under the promises. */
  note?: string;
  id: string;
}

/** The closing call to action of a page: a brand-coloured panel whose button opens the quick scan. */
export function CtaBanner({ title, text, button, promises, note, id }: CtaBannerProps) {
  return (
    <Box as="section" aria-labelledby={id} py={{ base: '16', md: '24' }}>
      <Container maxW="7xl">
        <Box
          // Light: a saturated brand panel. Dark: a deep brand panel, since the light-blue solid
          // of the dark theme would glare on a dark page.
          bg={{ base: 'brand.solid', _dark: 'brand.muted' }}
          color={{ base: 'brand.contrast', _dark: 'fg' }}
          borderWidth={{ base: '0', _dark: '1px' }}
          borderColor="brand.border"
          borderRadius="3xl"
          px={{ base: '6', md: '16' }}
          py={{ base: '12', md: '16' }}
          textAlign="center"
          position="relative"
          overflow="hidden"
          bgImage="radial-gradient(40rem 20rem at 100% 0%, rgb(255 255 255 / 0.14), transparent 70%), radial-gradient(30rem 18rem at 0% 100%, rgb(0 0 0 / 0.12), transparent 70%)"
        >
          <Heading as="h2" id={id} size={{ base: '3xl', md: '4xl' }} fontWeight="extrabold" textWrap="balance" maxW="3xl" mx="auto">
            {title}
          </Heading>
          <Text textStyle={{ base: 'md', md: 'lg' }} mt="4" maxW="2xl" mx="auto" opacity="0.92" textWrap="pretty">
            {text}
          </Text>
          <QuickScanButton
            label={button}
            icon={<ArrowRight aria-hidden />}
            size="xl"
            mt="8"
            bg={{ base: 'bg.panel', _dark: 'brand.solid' }}
            color={{ base: 'brand.fg', _dark: 'brand.contrast' }}
            _hover={{ bg: { base: 'bg.subtle', _dark: 'brand.300' } }}
            boxShadow="lg"
            whiteSpace="normal"
          />
          {promises && (
            <Flex
              as="ul"
              listStyleType="none"
              mt="6"
              gap={{ base: '2', md: '6' }}
              justify="center"
              direction={{ base: 'column', sm: 'row' }}
              align="center"
            >
              {promises.map((promise) => (
                <Flex as="li" key={promise} align="center" gap="2" textStyle="sm" fontWeight="semibold">
                  <Check size={16} strokeWidth={3} aria-hidden />
                  {promise}
                </Flex>
              ))}
            </Flex>
          )}
          {note && (
            <Text textStyle="sm" mt="4" opacity="0.9">
              {note}
            </Text>
          )}
        </Box>
      </Container>
    </Box>
  );
}
