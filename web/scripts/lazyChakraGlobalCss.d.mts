export declare const chakraSystemModule: string;
export declare function lazyChakraGlobalCss(code: string): string;
