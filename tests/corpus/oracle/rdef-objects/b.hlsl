struct Inner { Texture2D t; SamplerState s; };
struct Outer { Inner inner; };
cbuffer CB { Outer g_o; float4 g_x; };
float4 main(float2 uv : TEXCOORD0) : SV_Target { return g_x; }
