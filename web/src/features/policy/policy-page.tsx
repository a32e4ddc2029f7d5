// /policy/{slug} (issue 32): a policy page staff write (shipping, returns, privacy, terms), in the reader's language.
// Its body is plain text (shop data): paragraphs and "- " lists are drawn as React elements, so nothing staff type is
// ever read as HTML. Rendered by the server for visitors, its title in the page's <title>.
import { Container, Heading, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { Fragment } from 'react';
import { useParams } from 'react-router';
import { isPolicySlug, policyBlocks } from '@lemari/shop/policy-pages';
import { ErrorState } from '@/components/error-state';
import { NotFoundState } from '@/components/not-found-state';
import { graphql } from '@/generated/gql';
import { errorCode } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { usePageTitle } from '@/lib/use-page-title';

export const PolicyPageQuery = graphql(`
  query PolicyPage($slug: String!, $language: Language!) {
    policyPage(slug: $slug, language: $language) {
      slug
      language
      title
      body
      updatedAt
    }
  }
`);

export function PolicyPage() {
  const { t } = useLingui();
  const slug = (useParams().slug ?? '').toLowerCase();
  const known = isPolicySlug(slug);
  // The language the app speaks, named: the page follows the header's switch at once.
  const language = currentLanguage();
  const { data, error, refetch } = useQuery(PolicyPageQuery, {
    variables: { slug, language },
    skip: !known,
  });
  const page = data?.policyPage;
  usePageTitle(page?.title ?? t`Policies`);

  let content;
  // An unknown page, or one the shop has no text for (its rows deleted by hand).
  if (!known || errorCode(error) === 'NOT_FOUND') {
    content = <NotFoundState title={t`Page not found`} text={t`There is no such policy page.`} />;
  } else if (page) {
    content = (
      <Stack gap="6" as="article" aria-labelledby="policy-title">
        <Stack gap="2">
          <Heading as="h1" id="policy-title" size={{ base: '2xl', md: '3xl' }}>
            {page.title}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {t`Last updated ${formatDate(page.updatedAt)}`}
          </Text>
        </Stack>
        <PolicyBody body={page.body} />
      </Stack>
    );
  } else if (error) {
    content = <ErrorState error={error} onRetry={() => void refetch()} />;
  } else {
    content = (
      <Stack gap="4" aria-busy="true" aria-label={t`Loading the page`} data-testid="policy-skeleton">
        <Skeleton height="10" width="60%" />
        <Skeleton height="4" width="32" />
        <Skeleton height="24" />
        <Skeleton height="24" />
      </Stack>
    );
  }
  return (
    <Container maxW="3xl" py={{ base: '8', md: '14' }}>
      {content}
    </Container>
  );
}

/** The body's paragraphs and lists; a line break inside a paragraph stays one. */
function PolicyBody({ body }: { body: string }) {
  return (
    <Stack gap="4" lineHeight="tall">
      {policyBlocks(body).map((block, index) =>
        block.kind === 'list' ? (
          <List.Root key={index} ps="5" gap="1">
            {block.items.map((item, itemIndex) => (
              <List.Item key={itemIndex}>{item}</List.Item>
            ))}
          </List.Root>
        ) : (
          <Text key={index}>
            {block.lines.map((line, lineIndex) => (
              <Fragment key={lineIndex}>
                {lineIndex > 0 ? <br /> : null}
                {line}
              </Fragment>
            ))}
          </Text>
        ),
      )}
    </Stack>
  );
}
