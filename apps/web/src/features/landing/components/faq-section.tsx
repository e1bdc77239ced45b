import { ChevronDown } from 'lucide-react';
import { Accordion } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { FAQ_IDS } from '../content/landing-content';
import { SECTION, SectionHeading } from './section-heading';

/** Questions as an accordion (buttons with aria-expanded, arrow-key navigation from Radix). */
export function FaqSection() {
  const { t } = useTranslation('faq');
  return (
    <section id="faq" aria-labelledby="faq-title" className={`${SECTION} bg-card/40`}>
      <div className="mx-auto max-w-3xl">
        <SectionHeading id="faq-title" eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
        <Accordion.Root type="single" collapsible className="mt-12 grid gap-3">
          {FAQ_IDS.map((id) => (
            <Accordion.Item
              key={id}
              value={id}
              className="rounded-2xl border border-border bg-card"
            >
              <Accordion.Header>
                <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left font-semibold">
                  {t(`items.${id}.question`)}
                  <ChevronDown
                    className="size-5 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
                    aria-hidden="true"
                  />
                </Accordion.Trigger>
              </Accordion.Header>
              <Accordion.Content className="px-5 pb-5 text-muted-foreground">
                {t(`items.${id}.answer`)}
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </div>
    </section>
  );
}
