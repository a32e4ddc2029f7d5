import { Box, Link } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router';
import { graphql } from '@/generated/gql';

const HighlightBarQuery = graphql(`
  query HighlightBar {
    highlight {
      content
      link
    }
  }
`);

/**
 * The highlight strip above the header, on the routes that flag it. An announcement is optional content: while
 * it loads, when none is set, or when it cannot be read, the strip is simply absent.
 */
export function HighlightBar() {
  const { t } = useLingui();
  const { data } = useQuery(HighlightBarQuery);
  const highlight = data?.highlight;
  if (!highlight?.content) return null;
  const text = highlight.link ? (
    <HighlightLink href={highlight.link}>{highlight.content}</HighlightLink>
  ) : (
    highlight.content
  );
  return (
    <Box
      as="aside"
      aria-label={t`Announcement`}
      data-testid="highlight"
      bg="gray.900"
      color="white"
      textAlign="center"
      fontSize="sm"
      py="2"
      px="4"
    >
      {text}
    </Box>
  );
}

/** A path inside the shop navigates in the app; anything else is an ordinary link. */
function HighlightLink({ href, children }: { href: string; children: string }) {
  if (href.startsWith('/')) {
    return (
      <Link asChild color="inherit" textDecoration="underline">
        <RouterLink to={href}>{children}</RouterLink>
      </Link>
    );
  }
  return (
    <Link href={href} color="inherit" textDecoration="underline" target="_blank" rel="noopener noreferrer">
      {children}
    </Link>
  );
}
