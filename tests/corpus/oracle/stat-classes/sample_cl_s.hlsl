Texture2D t : register(t0); SamplerState s : register(s0);
float4 main(float2 uv : TEXCOORD) : SV_Target {
  uint st; float4 c = t.Sample(s, uv, int2(0,0), 1.0f, st);
  return c + CheckAccessFullyMapped(st);
}
