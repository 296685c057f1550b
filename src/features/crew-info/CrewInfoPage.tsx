import { Card, Heading, Link, LinkBox, LinkOverlay, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { graphql } from '../../gql';
import { formatDay } from '../../lib/dates/dates';
import { PATHS } from '../../lib/paths';
import { QueryStates } from '../../ui/states/QueryStates';
import { articleBlocks } from './article-text';

const CrewInfoPageQuery = graphql(`
  query CrewInfoPage {
    crewInfoArticles {
      id
      title
      summary
      publishedAt
    }
  }
`);

const CrewInfoArticleQuery = graphql(`
  query CrewInfoArticle($id: ID!) {
    crewInfoArticle(id: $id) {
      id
      title
      summary
      publishedAt
      body
    }
  }
`);

/** The article's address: the list's path with the article's id (a real link, kept in history). */
export const articleHref = (id: string) => `${PATHS.crewInfo}?article=${encodeURIComponent(id)}`;

function ArticleList() {
  const { t, i18n } = useTranslation('crew-info');
  const [result, reexecute] = useQuery({ query: CrewInfoPageQuery });
  return (
    <QueryStates
      result={result}
      loading={t('loading')}
      error={t('error')}
      onRetry={() => reexecute({ requestPolicy: 'network-only' })}
      forbidden={t('noAccess')}
      empty={{ message: t('notFound'), description: t('emptyDescription') }}
      isEmpty={(data) => data.crewInfoArticles.length === 0}
    >
      {(data) => (
        <List.Root variant="plain" gap="3">
          {data.crewInfoArticles.map((article) => (
            <List.Item key={article.id} display="block">
              <LinkBox asChild>
                <Card.Root as="article" size="sm">
                  <Card.Body gap="1">
                    <Card.Title as="h2" fontSize="md">
                      <LinkOverlay asChild>
                        <RouterLink to={articleHref(article.id)}>{article.title}</RouterLink>
                      </LinkOverlay>
                    </Card.Title>
                    <Text fontSize="sm" color="fg.muted">
                      {formatDay(article.publishedAt, i18n.language)}
                    </Text>
                    <Text fontSize="sm">{article.summary}</Text>
                  </Card.Body>
                </Card.Root>
              </LinkBox>
            </List.Item>
          ))}
        </List.Root>
      )}
    </QueryStates>
  );
}

function ArticleView({ id }: { id: string }) {
  const { t, i18n } = useTranslation('crew-info');
  const [result, reexecute] = useQuery({ query: CrewInfoArticleQuery, variables: { id } });
  return (
    <Stack gap="4">
      <Link asChild colorPalette="blue" minH="11" alignSelf="start">
        <RouterLink to={PATHS.crewInfo}>{t('back')}</RouterLink>
      </Link>
      <QueryStates
        result={result}
        loading={t('loadingArticle')}
        error={t('errorArticle')}
        onRetry={() => reexecute({ requestPolicy: 'network-only' })}
        forbidden={t('noAccess')}
        empty={{ message: t('articleNotFound') }}
        isEmpty={(data) => data.crewInfoArticle == null}
      >
        {(data) => {
          const article = data.crewInfoArticle;
          if (!article) return null;
          return (
            <Stack as="article" gap="3" aria-labelledby={`crew-info-${article.id}`}>
              <Heading as="h2" size="lg" id={`crew-info-${article.id}`}>
                {article.title}
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                {t('published', { date: formatDay(article.publishedAt, i18n.language) })}
              </Text>
              {articleBlocks(article.body).map((block, index) =>
                block.kind === 'paragraph' ? (
                  <Text key={index}>{block.text}</Text>
                ) : (
                  <List.Root key={index} ps="5" gap="1">
                    {block.items.map((item, itemIndex) => (
                      <List.Item key={itemIndex}>{item}</List.Item>
                    ))}
                  </List.Root>
                ),
              )}
            </Stack>
          );
        }}
      </QueryStates>
    </Stack>
  );
}

/**
 * /crew-info: the company's information articles for its crew; `?article=<id>` opens one. An
 * opened article stays in the offline cache (graphcache + IndexedDB), so it reads without signal.
 */
export function CrewInfoPage() {
  const [params] = useSearchParams();
  const article = params.get('article');
  return article ? <ArticleView id={article} /> : <ArticleList />;
}
