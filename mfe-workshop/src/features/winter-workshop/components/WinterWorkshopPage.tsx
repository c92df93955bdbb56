import { useEffect, useState, type CSSProperties } from 'react';
import { useLocation } from 'react-router-dom';
import type { WorkshopService } from 'shared-contract';
import { useRuntimeConfig } from 'shared-events';
import { useStickyTop } from '../model/useStickyTop';
import { ApplicationOverlay } from './ApplicationOverlay';
import { BonusesSection } from './BonusesSection';
import { ContactSection } from './ContactSection';
import { CurriculumSection } from './CurriculumSection';
import { FaqSection } from './FaqSection';
import { HeroSection } from './HeroSection';
import { BenefitsSection, LearningExperienceSection, TrustCards } from './InfoSections';
import { PricingSection } from './PricingSection';
import { TestimonialsSection } from './TestimonialsSection';
import { WorkshopNav } from './WorkshopNav';

export interface WinterWorkshopPageProps {
  /** The interview booking page that Choose Time opens; defaults to the brand's scheduling page. */
  schedulingUrl?: string;
}

/** /winter-coding-workshop: the workshop landing page with its application. */
export default function WinterWorkshopPage({ schedulingUrl }: WinterWorkshopPageProps) {
  const { brand } = useRuntimeConfig();
  const stickyTop = useStickyTop();
  const [applying, setApplying] = useState(false);
  const [plan, setPlan] = useState<WorkshopService>('Winter Workshop');
  const { hash } = useLocation();

  useEffect(() => {
    // A link such as /winter-coding-workshop#pricing lands on its section once the page has rendered.
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    target?.scrollIntoView({ block: 'start' });
  }, [hash]);

  const apply = (chosen: WorkshopService = 'Winter Workshop') => {
    setPlan(chosen);
    setApplying(true);
  };

  return (
    <div style={{ '--workshop-sticky-top': `${stickyTop}px` } as CSSProperties}>
      <WorkshopNav onApply={() => apply()} stickyTop={stickyTop} />
      <HeroSection onApply={() => apply()} />
      <TrustCards />
      <BenefitsSection />
      <LearningExperienceSection />
      <BonusesSection />
      <CurriculumSection />
      <TestimonialsSection />
      <PricingSection onChoosePlan={apply} />
      <FaqSection />
      <ContactSection />
      <ApplicationOverlay
        isOpen={applying}
        plan={plan}
        onPlanChange={setPlan}
        onClose={() => setApplying(false)}
        schedulingUrl={schedulingUrl ?? brand.interviewSchedulingUrl ?? '/contact'}
      />
    </div>
  );
}
