export declare const categories: Record<string, string>;
export declare function categorySprite(): string;
