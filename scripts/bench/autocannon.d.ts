declare module "autocannon" {
  type Histogram = { average: number; mean: number; p50: number; p90: number; p97_5: number; p99: number; max: number };
  export type Result = { requests: Histogram & { total: number }; latency: Histogram; non2xx: number; errors: number; timeouts: number };
  type Request = { method?: string; path?: string; headers?: Record<string, string>; setupRequest?: (req: Request) => Request };
  type Options = { url: string; connections?: number; duration?: number; pipelining?: number; requests?: Request[]; headers?: Record<string, string> };
  function autocannon(opts: Options): Promise<Result>;
  export default autocannon;
}
