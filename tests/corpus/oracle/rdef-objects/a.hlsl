struct Inner { Texture2D t; SamplerState s; };
struct Outer { float4 color; Inner inner; float scale; };
cbuffer CB { Outer g_o; float4 g_after; };
float4 main(float2 uv : TEXCOORD0) : SV_Target { return g_o.color * g_o.scale + g_after; }
