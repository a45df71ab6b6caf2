// Four textures read through two samplers, bound out of order: the D3D9
// samplers then differ from both the texture and the sampler numbers.
Texture2D t_a : register(t3);
Texture2D t_b : register(t0);
Texture2D t_c : register(t2);
Texture2D t_d : register(t1);
SamplerState s_wrap : register(s1);
SamplerState s_clamp : register(s0);
float4 main(float2 uv : TEXCOORD0) : SV_Target {
  float4 a = t_a.Sample(s_clamp, uv);
  float4 b = t_b.Sample(s_wrap, uv * 2);
  float4 c = t_c.Sample(s_wrap, uv.yx);
  float4 d = t_d.Sample(s_clamp, 1 - uv);
  return a * b + c * d;
}
