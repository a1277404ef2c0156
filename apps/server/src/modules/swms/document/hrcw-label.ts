import { hrcwListFor, MODEL_WHS_HRCW, type TSwmsJurisdictionCode } from '@hivis/contracts';

/** The plain-English label of an HRCW code in the SWMS's jurisdiction (the model list as the fallback). */
export function hrcwLabel(code: string, jurisdiction: TSwmsJurisdictionCode | null): string {
  const local = jurisdiction ? hrcwListFor(jurisdiction).find((item) => item.code === code) : undefined;
  const model = MODEL_WHS_HRCW.find((item) => item.code === code);
  return local?.label ?? model?.label ?? code;
}
