import { describe, expect, it } from 'vitest';
import { LANGS, setLang } from '../../../src/i18n';
import { messages } from '../../../src/ui/app.messages';
import { href, parseRoute, type Route } from '../../../src/ui/route';
import { linksFrom, SCREENS, type ScreenName } from '../../../src/ui/screens';

it('routes #/stats and #/practice both ways', () => {
  expect(parseRoute('#/stats')).toEqual({ name: 'stats' });
  expect(parseRoute('#/practice')).toEqual({ name: 'practice' });
  expect(href({ name: 'stats' })).toBe('#/stats');
  expect(href({ name: 'practice' })).toBe('#/practice');
});

describe('the screens table', () => {
  const addressed = (Object.keys(SCREENS) as ScreenName[]).filter((name) => SCREENS[name].path !== null);

  it('gives every screen with an address a route that goes there and back, with and without its parameter', () => {
    for (const name of addressed) {
      const screen = SCREENS[name];
      const param = 'param' in screen ? screen.param : null;
      if (!('needsParam' in screen)) expect(parseRoute(href({ name } as Route)), name).toEqual({ name });
      if (param) {
        const route = { name, [param]: 'Ana & Ben/2' } as Route;
        expect(href(route), name).toBe(`#/${screen.path}/Ana%20%26%20Ben%2F2`);
        expect(parseRoute(href(route)), name).toEqual(route);
      }
    }
    expect(parseRoute('#/game')).toEqual({ name: 'notFound' }); // a game needs its id
    expect(href({ name: 'notFound' })).toBe('#/'); // its way out is Home
  });

  it('carries a screen’s options after `?` both ways, drops an option it does not know (issue 33: the rules’ way back)', () => {
    const route: Route = { name: 'rules', section: 'adding', from: 'game 1/2' };
    expect(href(route)).toBe('#/rules/adding?from=game%201%2F2');
    expect(parseRoute(href(route))).toEqual(route);
    expect(parseRoute('#/rules?from=g7')).toEqual({ name: 'rules', from: 'g7' });
    expect(parseRoute('#/rules/adding?size=big&from=g7')).toEqual({ name: 'rules', section: 'adding', from: 'g7' });
    expect(parseRoute('#/game/g7?from=x')).toEqual({ name: 'game', id: 'g7' });
  });

  it('gives each path to one screen only', () => {
    const paths = addressed.map((name) => SCREENS[name].path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('links Home and the game menu to screens that need no parameter, in the words of the first screen in every language', async () => {
    expect(linksFrom('menu')[0]?.to).toEqual({ name: 'home' }); // the way out first
    expect(linksFrom('home').map((l) => l.to.name)).not.toContain('home');
    for (const lang of LANGS) {
      await setLang(lang);
      for (const { to, label } of [...linksFrom('home'), ...linksFrom('menu')]) {
        expect(parseRoute(href(to)), lang).toEqual(to);
        expect(messages()[label], `${lang} ${label}`).toMatch(/\S/);
      }
    }
    await setLang('en');
  });
});

describe('named options after the address (R3: the rules and the practice round opened from a card game)', () => {
  it('hands a screen the options it declares, both ways, beside its parameter or without it', () => {
    const routes: Route[] = [
      { name: 'rules', section: 'bidding', equipment: 'cards' },
      { name: 'rules', equipment: 'cards' },
      { name: 'practice', equipment: 'cards' },
    ];
    expect(routes.map(href)).toEqual([
      '#/rules/bidding?equipment=cards',
      '#/rules?equipment=cards',
      '#/practice?equipment=cards',
    ]);
    for (const route of routes) expect(parseRoute(href(route))).toEqual(route);
  });

  it('keeps old addresses, and drops an option the screen does not know or that is empty', () => {
    expect(parseRoute('#/rules/bidding')).toEqual({ name: 'rules', section: 'bidding' });
    expect(parseRoute('#/rules/bidding?colour=red')).toEqual({ name: 'rules', section: 'bidding' });
    expect(parseRoute('#/rules/bidding?equipment=')).toEqual({ name: 'rules', section: 'bidding' });
    expect(parseRoute('#/game/abc?equipment=cards')).toEqual({ name: 'game', id: 'abc' });
    expect(parseRoute('#/game?equipment=cards')).toEqual({ name: 'notFound' });
    expect(href({ name: 'rules', section: 'bidding', equipment: undefined })).toBe('#/rules/bidding');
  });
});
