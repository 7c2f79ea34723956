import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';

const enter = keyframes`
  from { opacity: 0; transform: translateY(8px); }
  to { opacity: 1; transform: none; }
`;

/**
 * A short fade and slide when the path changes (spec 2.1). Not on the first, server-rendered paint
 * (it would delay content), and never for visitors who prefer reduced motion.
 */
export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const firstPath = useRef(pathname);
  const animate = pathname !== firstPath.current;
  return (
    <Box key={pathname} sx={animate ? { animation: `${enter} 240ms ease-out`, '@media (prefers-reduced-motion: reduce)': { animation: 'none' } } : undefined}>
      {children}
    </Box>
  );
}
