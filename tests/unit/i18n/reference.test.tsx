import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGS, setLang } from '../../../src/i18n';
import { normalizeForSearch, parseBlocks } from '../../../src/reference/blocks';
import { highlightRuns } from '../../../src/reference/highlight';
import { sectionTexts } from '../../../src/reference/texts/content';
import ReferenceScreen from '../../../src/reference/ReferenceScreen';
import { SECTION_IDS } from '../../../src/reference/sections';

afterEach(() => {
  cleanup();
  setLang('en');
});

describe('the rules reference', () => {
  it('has every stable anchor as a section id, in reading order', () => {
    const { container } = render(<ReferenceScreen section={null} />);
    const ids = [...container.querySelectorAll('section')].map((s) => s.id);
    expect(ids).toEqual([...SECTION_IDS]);
  });

  it.each(SECTION_IDS)('focuses and scrolls to #/rules/%s', (id) => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    render(<ReferenceScreen section={id} />);
    expect(document.activeElement?.id).toBe(id);
    expect(scrolled).toHaveBeenCalled();
  });

  it('focuses the title when no section is asked for, or an unknown one', () => {
    render(<ReferenceScreen section="nope" />);
    expect(document.activeElement?.id).toBe('rules-title');
  });

  it('filters sections by their words, ignoring case and accents', () => {
    render(<ReferenceScreen section={null} />);
    const box = screen.getByLabelText('Filter the rules');
    fireEvent.input(box, { target: { value: 'LAST CHANCE' } });
    const shown = [...document.querySelectorAll('section')].map((s) => s.id);
    expect(shown).toContain('last-chance');
    expect(shown).not.toContain('bidding');
    expect(screen.getByRole('status').textContent).toMatch(/^\d+ sections? match(es)?\.$/);
  });

  it('says when nothing matches and offers to show everything again', () => {
    render(<ReferenceScreen section={null} />);
    fireEvent.input(screen.getByLabelText('Filter the rules'), { target: { value: 'zzzz' } });
    expect(document.querySelectorAll('section')).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toBe('No section mentions “zzzz”.');
    fireEvent.click(screen.getByRole('button', { name: 'Show every section' }));
    expect(document.querySelectorAll('section')).toHaveLength(SECTION_IDS.length);
  });

  it('finds French words without their accents once in French', () => {
    setLang('fr');
    render(<ReferenceScreen section={null} />);
    fireEvent.input(screen.getByLabelText('Filtrer les règles'), { target: { value: 'derniere chance' } });
    expect([...document.querySelectorAll('section')].map((s) => s.id)).toContain('last-chance');
  });

  it('draws the stack, reveal and card diagrams as SVG with a caption', () => {
    const { container } = render(<ReferenceScreen section={null} />);
    for (const id of ['placing', 'challenge', 'travel-set']) {
      const figure = container.querySelector(`#${id} figure`);
      expect(figure?.querySelector('svg')).not.toBeNull();
      expect(figure?.querySelector('figcaption')?.textContent?.length).toBeGreaterThan(20);
    }
  });

  it('covers what the issue asks for: own stack first, passing, lost disc secret, no Last Chance with cards (R9, R11, R12, R14, R16)', () => {
    const text = Object.fromEntries(sectionTexts().map((s) => [s.id, s.body]));
    expect(text.mistakes).toMatch(/own stack first/i);
    expect(text.mistakes).toMatch(/passing keeps your stack in play/i);
    expect(text.mistakes).toMatch(/only the challenger loses a disc/i);
    expect(text.mistakes).toMatch(/nobody flips after the challenge stops/i);
    expect(text.mistakes).toMatch(/only its owner sees a lost disc/i);
    expect(text['travel-set']).toMatch(/Last Chance is not used/);
    expect(text['travel-set']).toMatch(/A 52-card deck\*\*: flowers 2 to 10; the skull a jack, queen or king/);
  });

  it('writes every section body as paragraphs and lists only', () => {
    for (const lang of LANGS) {
      setLang(lang);
      for (const s of sectionTexts()) {
        expect(s.title.length, `${lang} ${s.id}`).toBeGreaterThan(3);
        expect(parseBlocks(s.body).length, `${lang} ${s.id}`).toBeGreaterThan(1);
      }
    }
  });

  it('switches every heading to French with the language', () => {
    const english = sectionTexts().map((s) => s.title);
    setLang('fr');
    render(<ReferenceScreen section={null} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Règles');
    const french = [...document.querySelectorAll('section h2')].map((h) => h.textContent);
    expect(french).toHaveLength(english.length);
    french.forEach((t, i) => {
      expect(t).not.toBe(english[i]);
    });
  });
});

describe('the filter marks what it found', () => {
  it('splits text around every match, ignoring case and accents, keeping the original letters', () => {
    expect(highlightRuns('Le défi, puis DÉFI.', normalizeForSearch('defi'))).toEqual([
      { text: 'Le ', match: false },
      { text: 'défi', match: true },
      { text: ', puis ', match: false },
      { text: 'DÉFI', match: true },
      { text: '.', match: false },
    ]);
    expect(highlightRuns('Pass', '')).toEqual([{ text: 'Pass', match: false }]);
  });

  it('marks the filter words inside the shown sections', () => {
    render(<ReferenceScreen section={null} />);
    fireEvent.input(screen.getByLabelText('Filter the rules'), { target: { value: 'number card' } });
    const marks = [...document.querySelectorAll('#travel-set mark')].map((m) => m.textContent);
    expect(marks.length).toBeGreaterThan(0);
    expect(marks.every((t) => t?.toLowerCase() === 'number card')).toBe(true);
  });
});

describe('section bodies', () => {
  it('turn one line per block into paragraphs, bullet lists and numbered steps', () => {
    expect(parseBlocks('Intro.\n- one\n- two\n1. first\n2. second\nEnd.')).toEqual([
      { kind: 'p', text: 'Intro.' },
      { kind: 'ul', items: ['one', 'two'] },
      { kind: 'ol', items: ['first', 'second'] },
      { kind: 'p', text: 'End.' },
    ]);
  });
});
