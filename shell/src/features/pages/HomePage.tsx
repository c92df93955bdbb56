import { useId } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useRuntimeConfig } from 'shared-events';
import { Button, PageContainer, Stack } from 'shared-ui';
import { RemoteRegion } from '../remotes/RemoteRegion';

const Hero = styled.section`
  padding: ${({ theme }) => `${theme.space.xxxl} 0`};
  background: ${({ theme }) => theme.colors.surface};
`;

const Headline = styled.h1`
  font-size: ${({ theme }) => theme.typography.sizes.display};
  line-height: ${({ theme }) => theme.typography.lineHeights.tight};
`;

const Code = styled.pre`
  align-self: flex-start;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.textInverse};
  font-family: ${({ theme }) => theme.typography.fontFamilyMono};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Section = styled.div`
  margin-top: ${({ theme }) => theme.space.xxl};
`;

/** '/': the hero, then the regions remotes fill (popular courses, latest posts). */
export function HomePage() {
  const { brand, regions } = useRuntimeConfig();
  const heroId = useId();
  const courses = regions['home.courses'];
  const posts = regions['home.latestPosts'];
  return (
    <>
      <Hero aria-labelledby={heroId}>
        <PageContainer>
          <Stack>
            <Headline id={heroId}>Learn Python the Easy Way</Headline>
            <Code>
              <code>print(&quot;Hello, World!&quot;)</code>
            </Code>
            <Actions>
              <Button as={Link} to={`/course/${brand.productLink}`} size="lg">
                Get Started Now
              </Button>
              <Button as={Link} to="/course/free-trial" variant="secondary" size="lg">
                START FREE TRIAL
              </Button>
            </Actions>
          </Stack>
        </PageContainer>
      </Hero>
      <PageContainer>
        {courses && (
          <Section>
            <RemoteRegion remote={courses.remote} module={courses.module} />
          </Section>
        )}
        {posts && (
          <Section>
            <RemoteRegion remote={posts.remote} module={posts.module} />
          </Section>
        )}
      </PageContainer>
    </>
  );
}
