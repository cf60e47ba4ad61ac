export declare const BOOT_SCRIPT_HASH: string;
export declare const CSP_DIRECTIVES: Record<string, string[]>;
export declare const CSP_META: string;
export declare const CSP_HEADER: string;
export declare const REFERRER_POLICY: string;
export declare const SECURITY_HEADERS: Record<string, string>;
