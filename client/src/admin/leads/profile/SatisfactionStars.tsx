import { Flex, Text } from '@chakra-ui/react';
import Star from 'lucide-react/icons/star';

/** Website satisfaction as '7/10' with ten stars, seven of them filled. */
export function SatisfactionStars({ value }: { value: number }) {
  return (
    <Flex align="center" gap="2" wrap="wrap">
      <Text as="span" fontWeight="semibold" fontVariantNumeric="tabular-nums" data-testid="satisfaction">
        {value}/10
      </Text>
      <Flex role="img" aria-label={`${value} van 10 sterren`} gap="0.5" color="orange.400">
        {Array.from({ length: 10 }, (_, index) => (
          <Star key={index} size={16} aria-hidden fill={index < value ? 'currentColor' : 'none'} opacity={index < value ? 1 : 0.4} />
        ))}
      </Flex>
    </Flex>
  );
}
