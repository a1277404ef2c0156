// The little of fontkit (the font reader pdfmake's PDFKit uses) that we call: whether a font draws a character.
declare module 'fontkit' {
  export interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function create(buffer: Buffer): Font;
}
