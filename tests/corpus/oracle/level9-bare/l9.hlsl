Texture2D t; SamplerState s; cbuffer C { float4 k; };
float4 main(float4 c : COLOR0, float2 uv : TEXCOORD0) : SV_Target { return t.Sample(s, uv) * c * k; }
