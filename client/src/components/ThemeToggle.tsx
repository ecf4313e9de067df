import { Box, ClientOnly, IconButton, type IconButtonProps } from '@chakra-ui/react';
import { useTheme } from 'next-themes';
import Moon from 'lucide-react/icons/moon';
import Sun from 'lucide-react/icons/sun';

/**
 * Runs `switchTheme` with CSS transitions off until the new colours are painted, so nothing fades
 * from the old theme to the new one. Done here rather than by next-themes' own option
 * (disableTransitionOnChange), which also applies on every page load and then forces two full
 * style recalculations of the page during start-up.
 */
function withoutTransitions(switchTheme: () => void) {
  const style = document.createElement('style');
  style.textContent = '*,*::before,*::after{transition:none!important}';
  document.head.appendChild(style);
  switchTheme();
  // next-themes changes the class in an effect after the re-render; two frames later it is painted.
  requestAnimationFrame(() => requestAnimationFrame(() => style.remove()));
}

type ToggleProps = Omit<IconButtonProps, 'aria-label' | 'onClick' | 'children'>;

function ThemeToggleButton(props: ToggleProps) {
  const { resolvedTheme, setTheme } = useTheme();
  const dark = resolvedTheme === 'dark';
  return (
    <IconButton
      variant="ghost"
      colorPalette="gray"
      aria-label={dark ? 'Schakel naar licht thema' : 'Schakel naar donker thema'}
      data-theme-toggle=""
      onClick={() => withoutTransitions(() => setTheme(dark ? 'light' : 'dark'))}
      {...props}
    >
      {dark ? <Sun aria-hidden /> : <Moon aria-hidden />}
    </IconButton>
  );
}

/**
 * Light/dark switch. The saved choice is only known in the browser, so the button renders after
 * hydration; a same-sized placeholder keeps the navbar from shifting.
 */
export function ThemeToggle(props: ToggleProps) {
  return (
    <ClientOnly fallback={<Box boxSize="10" flexShrink={0} aria-hidden />}>
      <ThemeToggleButton {...props} />
    </ClientOnly>
  );
}
