import { AboutSection } from './about-section';
import { ContactSection } from './contact-section';
import { PartnersSection } from './partners-section';
import { ServicesSection } from './services-section';
import { TestimonialsSection } from './testimonials-section';
import { WhyUsSection } from './why-us-section';

/** Everything below the hero: server-rendered with the page, its code loaded when it is needed. */
export default function HomeSections() {
  return (
    <>
      <AboutSection />
      <ServicesSection />
      <WhyUsSection />
      <PartnersSection />
      <TestimonialsSection />
      <ContactSection />
    </>
  );
}
