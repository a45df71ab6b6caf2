// Three textures, two samplers, crossed: t0 with s1, t1 with s0, t2 with s1.
Texture2D ta : register(t0);
Texture2D tb : register(t1);
Texture2D tc : register(t2);
SamplerState sa : register(s0);
SamplerState sb : register(s1);
float4 main(float2 uv : TEXCOORD0) : SV_Target {
  return ta.Sample(sb, uv) + tb.Sample(sa, uv) * tc.Sample(sb, uv.yx);
}
