import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LabelledBarPlot } from './labelled-bar-plot';

function texts(container: Element, selector: string) {
  return [...container.querySelectorAll(selector)].map((node) => node.textContent);
}

describe('LabelledBarPlot', () => {
  it('is a picture hidden from screen readers, with each bar named on the axis', () => {
    const { container } = render(
      <LabelledBarPlot
        bars={[
          { label: 'Mon', value: 3, text: '3 h' },
          { label: 'Tue', value: null, text: '' },
        ]}
      />,
    );
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(texts(container, '.recharts-cartesian-axis-tick-value')).toEqual(['Mon', 'Tue']);
  });

  it('writes a bar’s value above it on one line, and nothing over a day without a value', () => {
    const { container } = render(
      <LabelledBarPlot
        bars={[
          { label: 'Days at or above', value: 7.5, text: '7.5 hours of sleep' },
          { label: 'Other days', value: null, text: '' },
        ]}
      />,
    );
    const labels = container.querySelectorAll('.recharts-label');
    expect(texts(container, '.recharts-label')).toEqual(['7.5 hours of sleep']);
    // recharts' own label would split the words into one <tspan> per line of the bar's width.
    expect(labels[0]?.querySelectorAll('tspan')).toHaveLength(0);
  });
});
