import type { TControlLevel, TModelHrcwCode, TRiskRating } from '@hivis/contracts';
import { CARPENTRY } from './carpentry.js';
import { CONCRETING } from './concreting.js';
import { DEMOLITION } from './demolition.js';
import { ELECTRICAL } from './electrical.js';
import { EXCAVATION } from './excavation.js';
import { LANDSCAPING } from './landscaping.js';
import { PAINTING } from './painting.js';
import { PLASTERING } from './plastering.js';
import { PLUMBING } from './plumbing.js';
import { ROOFING } from './roofing.js';
import { SCAFFOLDING } from './scaffolding.js';
import { TILING } from './tiling.js';

/*
 * The starter SWMS library HiVis ships: trades → scopes → work activities → hazards → controls.
 * Written for small Australian trade businesses as a starting point they edit to fit the site;
 * HRCW codes are from the model WHS list (r291). Each activity parses with ZSwmsActivitySchema.
 */

export type TStarterControl = {
  level: TControlLevel;
  /** An instruction a worker follows on site. */
  text: string;
};

export type TStarterHazard = {
  /** The hazard: what can hurt someone. */
  hazard: string;
  /** What could happen. */
  risk: string;
  before: TRiskRating;
  controls: TStarterControl[];
  /** How the controls are checked, in one line. */
  monitoring: string;
  after: TRiskRating;
  /** A role, not a name: "Site supervisor", "Each worker". */
  responsible: string;
  /** Why a High residual risk rests on administrative and PPE controls alone. */
  residualReason?: string;
};

export type TStarterActivity = {
  name: string;
  description: string;
  hrcwCodes: TModelHrcwCode[];
  /** Named specifically: "P2 respirator", not "relevant PPE". */
  ppe: string[];
  plant: string[];
  licences: string[];
  hazards: TStarterHazard[];
};

export type TStarterScope = {
  name: string;
  activities: TStarterActivity[];
};

export type TStarterTrade = {
  /** Stable code, snake_case. */
  code: string;
  name: string;
  scopes: TStarterScope[];
};

/**
 * Raised when a revision of the library adds hazards (or PPE, plant and licences) to activities
 * already loaded; a database whose starter trades are at an earlier revision gets the additions on
 * its next start (load.ts). 2: the hazards each kind of work calls for
 * (starter-library-hazards.unit.test.ts), such as the fall from height when stripping a roof.
 */
export const STARTER_LIBRARY_REVISION = 2;

export const STARTER_LIBRARY: readonly TStarterTrade[] = [
  CARPENTRY,
  ELECTRICAL,
  PLUMBING,
  ROOFING,
  DEMOLITION,
  SCAFFOLDING,
  EXCAVATION,
  CONCRETING,
  PAINTING,
  TILING,
  PLASTERING,
  LANDSCAPING,
];
