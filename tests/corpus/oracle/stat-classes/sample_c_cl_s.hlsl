Texture2D t : register(t0); SamplerComparisonState s : register(s0);
float4 main(float2 uv : TEXCOORD) : SV_Target {
  uint st; float c = t.SampleCmp(s, uv, 0.5f, int2(0,0), 1.0f, st);
  return c + CheckAccessFullyMapped(st);
}
