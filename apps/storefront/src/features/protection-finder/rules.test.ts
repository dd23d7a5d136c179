import { describe, expect, it } from 'vitest';
import { HAZARDS, type Hazard, LEVELS, type Level, needsLevel, recommend, type Wearer } from './rules';

const plain: Wearer = { beard: false, glasses: false, size: 'any', shift: 'short' };
const classes = (hazard: Hazard, level: Level, wearer: Wearer = plain) =>
  recommend(hazard, level, wearer).filters.attributes.filterclass ?? [];
const categories = (hazard: Hazard, level: Level, wearer: Wearer = plain) =>
  recommend(hazard, level, wearer).filters.categories;

const GASES: Hazard[] = ['organic-vapour', 'acid-gas', 'ammonia'];
const PARTICLES: Hazard[] = ['dust', 'oil-mist', 'welding-fume'];
const DISPOSABLES = ['ffp2-masks', 'ffp3-masks', 'n95-respirators'];
const TIGHT_FITTING = [...DISPOSABLES, 'half-face-respirators', 'full-face-respirators'];

describe('recommend: hazards', () => {
  it('sends organic vapours at a half-mask level to half and full facepieces with gas cartridges', () => {
    const result = recommend('organic-vapour', 'up-to-10', plain);
    expect([...result.filters.categories].sort()).toEqual([
      'full-face-respirators',
      'gas-vapour-filters',
      'half-face-respirators',
    ]);
    expect(result.filters.attributes.filterclass).toEqual(
      expect.arrayContaining(['ov', 'ov-ag', 'a1', 'abek1', 'multi-gas']),
    );
    expect(result.reasons).toEqual(['ffpNoVapour', 'organicVapour', 'halfMask']);
  });

  it('never offers a particle filter class or a disposable mask for vapours and gases', () => {
    for (const hazard of GASES) {
      for (const level of LEVELS) {
        for (const wearer of [plain, { ...plain, shift: 'long' as const }, { ...plain, beard: true }]) {
          const found = classes(hazard, level, wearer);
          for (const particle of ['ffp1', 'ffp2', 'ffp3', 'n95', 'n99', 'p100', 'p3', 'he']) {
            expect(found).not.toContain(particle);
          }
          for (const category of DISPOSABLES)
            expect(categories(hazard, level, wearer)).not.toContain(category);
          expect(recommend(hazard, level, wearer).reasons).toContain('ffpNoVapour');
        }
      }
    }
  });

  it('matches each gas to its cartridge types (EN 14387 A, B/E, K; NIOSH OV, AG, multi-gas)', () => {
    expect(classes('acid-gas', 'up-to-10')).toEqual(['ov-ag', 'multi-gas', 'abek1', 'abek1p3']);
    expect(classes('ammonia', 'up-to-10')).toEqual(['multi-gas', 'abek1', 'abek1p3']);
    expect(recommend('acid-gas', 'up-to-10', plain).reasons).toContain('acidGas');
    expect(recommend('ammonia', 'up-to-10', plain).reasons).toContain('ammonia');
  });

  it('gives particle filters for dust and welding fume, without N series for oil mist', () => {
    expect(classes('dust', 'up-to-10')).toEqual(expect.arrayContaining(['ffp2', 'ffp3', 'n95', 'p100']));
    expect(classes('welding-fume', 'up-to-10')).toEqual(
      expect.arrayContaining(['ffp2', 'ffp3', 'p100', 'he']),
    );
    const oil = classes('oil-mist', 'up-to-10');
    expect(oil).toEqual(expect.arrayContaining(['ffp2', 'ffp3', 'r95', 'p95', 'p100']));
    for (const nSeries of ['n95', 'n99', 'n100']) expect(oil).not.toContain(nSeries);
    expect(recommend('oil-mist', 'up-to-10', plain).reasons[0]).toBe('oilMist');
    for (const hazard of PARTICLES) {
      for (const gas of ['ov', 'ov-ag', 'multi-gas', 'a1'])
        expect(classes(hazard, 'up-to-10')).not.toContain(gas);
    }
  });

  it('offers a welding helmet with powered air for welding fume, not a grinding PAPR kit', () => {
    expect(categories('welding-fume', 'up-to-50')).toContain('welding-helmets');
    expect(categories('welding-fume', 'up-to-50')).not.toContain('papr-systems');
    expect(classes('welding-fume', 'up-to-50')).toContain('he');
  });

  it('sends grinding sparks and impact to face shields and safety glasses, whatever the level', () => {
    expect(needsLevel('grinding')).toBe(false);
    for (const level of LEVELS) {
      const result = recommend('grinding', level, plain);
      expect(result.filters.categories).toEqual(['grinding-shields', 'safety-glasses']);
      expect(result.filters.attributes).toEqual({});
      expect(result.reasons).toEqual(['grinding']);
    }
    expect(recommend('grinding', 'below-limit', { ...plain, glasses: true }).reasons).toContain(
      'glassesGrinding',
    );
  });

  it('asks how much for every respiratory hazard', () => {
    for (const hazard of HAZARDS.filter((entry) => entry !== 'grinding'))
      expect(needsLevel(hazard)).toBe(true);
  });
});

describe('recommend: levels (OSHA 1910.134 Table 1)', () => {
  it('below the limit: a disposable mask for particles, a half mask with cartridges for gas', () => {
    expect(categories('dust', 'below-limit')).toEqual(DISPOSABLES);
    expect(recommend('dust', 'below-limit', plain).reasons).toContain('belowLimitParticles');
    expect(categories('organic-vapour', 'below-limit')).toEqual([
      'half-face-respirators',
      'gas-vapour-filters',
    ]);
    expect(recommend('ammonia', 'below-limit', plain).reasons).toContain('belowLimitGas');
  });

  it('up to 10 times: APF 10 masks, with full facepieces as the stronger choice', () => {
    expect(categories('dust', 'up-to-10')).toEqual([
      ...DISPOSABLES,
      'half-face-respirators',
      'particulate-filters',
      'full-face-respirators',
    ]);
  });

  it('up to 50 times: no half mask or disposable, a full facepiece or powered air', () => {
    for (const hazard of [...GASES, 'dust' as const, 'oil-mist' as const]) {
      const found = categories(hazard, 'up-to-50');
      expect(found).toContain('full-face-respirators');
      expect(found).toContain('papr-systems');
      expect(found).not.toContain('half-face-respirators');
      for (const category of DISPOSABLES) expect(found).not.toContain(category);
      expect(recommend(hazard, 'up-to-50', plain).reasons).toContain('fullFacepiece');
    }
    expect(categories('organic-vapour', 'up-to-50')).toContain('papr-filters');
  });

  it('above 50 times: powered air only, supplied air beside it, and the IDLH warning', () => {
    for (const hazard of [...GASES, ...PARTICLES]) {
      const result = recommend(hazard, 'above-50', plain);
      for (const category of TIGHT_FITTING) expect(result.filters.categories).not.toContain(category);
      expect(result.alsoSee).toEqual(['supplied-air']);
      expect(result.idlhWarning).toBe(true);
      expect(result.reasons).toContain('poweredAir');
    }
    expect(recommend('dust', 'up-to-50', plain).idlhWarning).toBe(false);
    expect(recommend('dust', 'up-to-50', plain).alsoSee).toEqual([]);
  });
});

describe('recommend: the wearer', () => {
  it('a beard leaves only loose-fitting powered air, at every level', () => {
    for (const hazard of [...GASES, ...PARTICLES]) {
      for (const level of LEVELS) {
        const result = recommend(hazard, level, { ...plain, beard: true });
        for (const category of TIGHT_FITTING) expect(result.filters.categories).not.toContain(category);
        expect(result.reasons).toContain('beard');
      }
    }
    expect(categories('dust', 'below-limit', { ...plain, beard: true })).toEqual(['papr-systems']);
    expect(categories('welding-fume', 'up-to-10', { ...plain, beard: true })).toEqual(['welding-helmets']);
    expect(categories('organic-vapour', 'up-to-10', { ...plain, beard: true })).toEqual([
      'papr-systems',
      'papr-filters',
    ]);
  });

  it('glasses: a spectacle kit for a full facepiece, a hood worn over them', () => {
    const glasses = { ...plain, glasses: true };
    expect(recommend('dust', 'up-to-50', glasses).reasons).toEqual(
      expect.arrayContaining(['glassesFullFacepiece', 'glassesHood']),
    );
    expect(recommend('dust', 'below-limit', glasses).reasons).not.toContain('glassesFullFacepiece');
    expect(recommend('dust', 'above-50', glasses).reasons).toEqual(expect.arrayContaining(['glassesHood']));
    expect(recommend('dust', 'up-to-50', plain).reasons).not.toContain('glassesHood');
  });

  it('a size is a note for tight-fitting masks, not a filter that would hide the cartridges', () => {
    const medium = recommend('organic-vapour', 'up-to-10', { ...plain, size: 'm' });
    expect(medium.reasons).toContain('size');
    expect(medium.filters.attributes.size).toBeUndefined();
    expect(recommend('dust', 'up-to-10', plain).reasons).not.toContain('size');
    expect(recommend('dust', 'above-50', { ...plain, size: 'l' }).reasons).not.toContain('size');
  });

  it('a long shift trades disposables for reusable masks and adds powered air', () => {
    const long = { ...plain, shift: 'long' as const };
    expect(categories('dust', 'below-limit', long)).toEqual([
      'half-face-respirators',
      'particulate-filters',
      'papr-systems',
    ]);
    const tenTimes = categories('dust', 'up-to-10', long);
    for (const category of DISPOSABLES) expect(tenTimes).not.toContain(category);
    expect(tenTimes).toEqual(expect.arrayContaining(['half-face-respirators', 'papr-systems']));
    expect(categories('organic-vapour', 'below-limit', long)).toEqual([
      'half-face-respirators',
      'gas-vapour-filters',
      'papr-systems',
      'papr-filters',
    ]);
    expect(recommend('dust', 'up-to-10', long).reasons).toContain('longShift');
    expect(categories('dust', 'above-50', long)).toEqual(['papr-systems']);
    expect(recommend('dust', 'up-to-10', { ...long, beard: true }).reasons).not.toContain('longShift');
  });
});

describe('recommend: every answer', () => {
  const wearers: Wearer[] = [true, false].flatMap((beard) =>
    [true, false].flatMap((glasses) =>
      (['any', 's', 'm', 'l'] as const).flatMap((size) =>
        (['short', 'long'] as const).map((shift) => ({ beard, glasses, size, shift })),
      ),
    ),
  );

  it('always lists something, with filter classes for every respiratory hazard and a reason for each answer', () => {
    for (const hazard of HAZARDS) {
      for (const level of LEVELS) {
        for (const wearer of wearers) {
          const result = recommend(hazard, level, wearer);
          expect(result.filters.categories.length, `${hazard} ${level}`).toBeGreaterThan(0);
          expect(result.reasons.length).toBeGreaterThan(0);
          if (needsLevel(hazard)) {
            expect(result.filters.attributes.filterclass?.length, `${hazard} ${level}`).toBeGreaterThan(0);
            expect(result.reasons).toContain(
              {
                'below-limit': GASES.includes(hazard) ? 'belowLimitGas' : 'belowLimitParticles',
                'up-to-10': 'halfMask',
                'up-to-50': 'fullFacepiece',
                'above-50': 'poweredAir',
              }[level],
            );
          }
          expect(new Set(result.filters.categories).size).toBe(result.filters.categories.length);
        }
      }
    }
  });
});
