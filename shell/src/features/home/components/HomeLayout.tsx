import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { useRuntimeConfig } from 'shared-events';
import { PageContainer, useNearViewport } from 'shared-ui';
import { RemoteRegion } from '../../../shared/remotes/RemoteRegion';
import { HOME_REGION_PARTS, HOME_REGIONS_AT_ONCE, type HomeRegionName } from '../model/homeRegions';
import { CtaBand } from './CtaBand';
import { Hero } from './Hero';
import { ProofSection } from './ProofSection';
import { Testimonials } from './Testimonials';
import { VideoGallery } from './VideoGallery';

const Gap = styled.div`
  margin-top: ${({ theme }) => theme.space.xxxl};
`;

const Reserved = styled.div`
  min-height: 100vh;
`;

/**
 * A remote's home section by region name; absent from the config means the section is left out. Except for those
 * loaded with the page, its code loads when it comes within a screen of the viewport.
 */
function HomeRegion({ name }: { name: HomeRegionName }) {
  const region = useRuntimeConfig().regions[name];
  const place = useRef<HTMLDivElement>(null);
  const near = useNearViewport(place);
  if (!region) return null;
  // Until a section arrives it holds a screen's height (kind 'page'): the sections after it stay out of reach, so
  // they do not load early while everything above them is still short, and what arrives moves nothing in view.
  return (
    <Gap ref={place}>
      <PageContainer>
        {near || HOME_REGIONS_AT_ONCE.includes(name) ? (
          <RemoteRegion
            remote={region.remote}
            module={region.module}
            kind="page"
            part={HOME_REGION_PARTS[name]}
          />
        ) : (
          <Reserved />
        )}
      </PageContainer>
    </Gap>
  );
}

export const HOME_DESCRIPTION =
  'Learn Python the easy way with short animated lessons and hands-on exercises, for kids aged 9 and up and complete beginners.';

function useMetaDescription(content: string) {
  useEffect(() => {
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = content;
    return () => {
      if (meta) meta.content = previous;
    };
  }, [content]);
}

/**
 * The home page: the shell's own sections (hero, proof, call to action, gallery, testimonials) around the
 * course sections of the catalogue remote and the latest posts of the community remote.
 */
export function HomeLayout() {
  useMetaDescription(HOME_DESCRIPTION);
  return (
    <>
      <Hero />
      <Gap>
        <ProofSection />
      </Gap>
      <HomeRegion name="home.courses" />
      <HomeRegion name="home.courseCategories" />
      <HomeRegion name="home.featuredCourse" />
      <Gap>
        <CtaBand />
      </Gap>
      <Gap>
        <VideoGallery />
      </Gap>
      <Gap>
        <Testimonials />
      </Gap>
      <HomeRegion name="home.latestPosts" />
      <HomeRegion name="home.instructors" />
    </>
  );
}
